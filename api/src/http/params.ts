/** A path key that may be an id (a static page's slug or id): its id, or null when it is not one. */
import { MAX_ID } from '@portal/contracts/schemas/forms';

export function parseIdOrNull(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
