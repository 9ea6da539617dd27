import { errorStatus, readErrorBody, readValidationErrors } from '@portal/contracts/api/client';
import { apiErrorForStatus } from '@portal/contracts/messages';
import type { FieldErrors } from '@portal/contracts/validation';

/** When the server could not be reached or failed without saying why. */
export const UNREACHABLE = 'Neizdevās sazināties ar serveri. Mēģini vēlreiz pēc brīža.';

export interface Failure {
  /** The 422 map of lists, when the server named fields. */
  fields: FieldErrors | null;
  /** The generic text to show when no field was named. */
  message: string;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * What a failed call of an e-mail form says (spec §8: field errors per field; the generic error
 * when the answer carries an error and a message): the server's message when it gave one,
 * otherwise the Latvian text of the status.
 */
export async function describeFailure(error: unknown): Promise<Failure> {
  const fields = await readValidationErrors(error);
  const status = errorStatus(error);
  const body = await readErrorBody<{ message?: unknown; error_description?: unknown }>(error);
  const said = text(body?.message) ?? text(body?.error_description);
  if (status === undefined) return { fields, message: UNREACHABLE };
  return { fields, message: said ?? (status >= 500 ? UNREACHABLE : apiErrorForStatus(status)) };
}

/** The body of a failed call when it has the shape of a successful one (verification answers 4xx with status, message, code). */
export async function failureBody<T>(error: unknown, check: (body: unknown) => body is T): Promise<T | null> {
  const body = await readErrorBody<unknown>(error);
  return check(body) ? body : null;
}
