import { errorStatus } from '@portal/contracts/api/client';

/** The API answers 404 for what does not exist or may not be seen (ARCHITECTURE.md §4). */
export function isNotFound(error: unknown): boolean {
  return errorStatus(error) === 404;
}
