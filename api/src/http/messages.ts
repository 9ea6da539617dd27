/** The Latvian texts of the API's own answers, all taken from contracts (the one source of texts). */
import { API_ERRORS, apiErrorForStatus } from '@portal/contracts/messages';

export const API_MESSAGES = API_ERRORS;

export function messageForStatus(status: number): string {
  return apiErrorForStatus(status);
}
