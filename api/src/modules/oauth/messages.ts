/** Texts of the token endpoint's error codes: spec §8's from contracts, plus the rate-limit answer. */
import { API_ERRORS, OAUTH_ERROR_MESSAGES } from '@portal/contracts/messages';

export const OAUTH_MESSAGES = {
  ...OAUTH_ERROR_MESSAGES,
  too_many_requests: API_ERRORS.tooManyRequests,
} as const;

export type OAuthErrorCode = keyof typeof OAUTH_MESSAGES;
