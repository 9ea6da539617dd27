/** `_method=PUT` on a POST (spec §7): accepted when absent or PUT; any other method is 405. */
import { API_ERRORS } from '@portal/contracts/messages';
import { HttpError } from '../../http/errors';

export function checkPutOverride(body: unknown): void {
  const method = body && typeof body === 'object' ? (body as Record<string, unknown>)._method : undefined;
  if (method !== undefined && (typeof method !== 'string' || method.toUpperCase() !== 'PUT')) {
    throw new HttpError(405, API_ERRORS.methodNotAllowed);
  }
}
