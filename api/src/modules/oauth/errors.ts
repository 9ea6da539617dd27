/**
 * POST /oauth/token answers errors the OAuth2 way, `{ error, error_description, message }`, with the
 * codes the client maps to the Latvian texts of spec §8. `message` carries the Latvian text too, for
 * clients that show the server's message.
 */
import { authRoutes } from '@portal/contracts/endpoints/routes/auth';
import { HttpError, type ErrorShaper } from '../../http/errors';
import { OAUTH_MESSAGES, type OAuthErrorCode } from './messages';

export const TOKEN_PATH = authRoutes.token.path;

export class OAuthError extends HttpError {
  constructor(
    readonly code: OAuthErrorCode,
    status: number,
    description?: string,
    headers: Record<string, string> = {},
    /** The Latvian text shown; the code's own by default. */
    message: string = OAUTH_MESSAGES[code],
  ) {
    super(status, message, { error: code, error_description: description ?? message }, headers);
    this.name = 'OAuthError';
  }
}

function codeForStatus(status: number): OAuthErrorCode {
  if (status === 401) return 'invalid_client';
  if (status === 429) return 'too_many_requests';
  if (status >= 500) return 'server_error';
  return 'invalid_request';
}

/** Gives errors raised on the token path outside the grant code (bad JSON, rate limit) the same shape. */
export const oauthErrorShape: ErrorShaper = (status, message, request, body) => {
  const pathname = request.url.split('?', 1)[0]?.replace(/\/+$/, '');
  if (request.method !== 'POST' || pathname !== TOKEN_PATH || typeof body.error === 'string') return null;
  const error = codeForStatus(status);
  const text = status === 429 ? message : OAUTH_MESSAGES[error];
  return { error, error_description: text, message: text };
};
