/**
 * POST /oauth/token (form-urlencoded or JSON), and signing out: POST /api/auth/logout (this token)
 * and /api/auth/logout/everywhere (every token of the user). Entries: contracts/src/endpoints/auth.ts.
 * The token call: the browser app is a public first-party client
 * (contracts BROWSER_CLIENT): its id and secret are accepted as the spec's client sends them, and a
 * request without them is treated as that client; any other client is refused.
 */
import type { FastifyInstance } from 'fastify';
import { BROWSER_CLIENT } from '@portal/contracts/constants';
import { authEndpoints as calls } from '@portal/contracts/endpoints/auth';
import { requireUser } from '../../auth/plugin';
import { issueAccessToken, revokeAccessToken, revokeAllUserTokens } from '../../auth/tokens';
import type { AppDeps } from '../../http/deps';
import { registerEndpoint } from '../../http/endpoint';
import { limitRequests } from '../../http/rateLimit';
import { OAuthError } from './errors';
import { DEFAULT_GRANTS, type Grant, type TokenParams } from './grants';
import { OAUTH_MESSAGES } from './messages';
import { SIGN_IN_THROTTLE, signInThrottle } from './throttle';

/** Refusals the sign-in throttle counts as failed attempts. */
const FAILED_SIGN_IN: ReadonlySet<string> = new Set(['invalid_credentials', 'totp_invalid']);

/** 'Atcerēties mani' as the form sends it (a checkbox: 1, true or on). */
const REMEMBER = new Set(['1', 'true', 'on']);

/** Form and JSON bodies alike; numbers (client_id: 2) are read as text, anything else is refused. */
function readParams(body: unknown): TokenParams | null {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) return null;
  const params: TokenParams = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value === 'string') params[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) params[key] = String(value);
    else if (value !== null && value !== undefined) return null;
  }
  return params;
}

/** Plugin options: the grant types the token call takes (OAuth 2's `grant_type`). */
export interface OAuthRouteOptions {
  grants?: Record<string, Grant>;
}

export async function registerOAuthRoutes(
  app: FastifyInstance,
  { grants = DEFAULT_GRANTS }: OAuthRouteOptions = {},
): Promise<void> {
  const deps: AppDeps = app;
  const perIp = limitRequests(app, [
    {
      name: 'login-ip',
      ...SIGN_IN_THROTTLE.attempts,
      key: (request) => request.ip,
      message: OAUTH_MESSAGES.too_many_requests,
    },
  ]);
  const throttle = signInThrottle(app, deps);

  registerEndpoint(app, calls.token, { preHandler: perIp }, async ({ body }, request, reply) => {
    // OAuth 2's own refusals (invalid_request…), not the portal's 422: see endpoints/auth.ts TokenRequest.
    const params = readParams(body);
    if (!params) throw new OAuthError('invalid_request', 400);

    const clientId = params.client_id ?? BROWSER_CLIENT.id;
    if (clientId !== BROWSER_CLIENT.id) throw new OAuthError('invalid_client', 401);
    if (params.client_secret !== undefined && params.client_secret !== BROWSER_CLIENT.secret)
      throw new OAuthError('invalid_client', 401);

    const grantType = params.grant_type;
    if (!grantType) throw new OAuthError('invalid_request', 400, 'grant_type ir obligāts.');
    const grant = Object.hasOwn(grants, grantType) ? grants[grantType] : undefined;
    if (!grant) throw new OAuthError('unsupported_grant_type', 400);

    const scope = params.scope?.trim();
    if (scope && scope !== '*') throw new OAuthError('invalid_scope', 400);

    // Password guessing is throttled; a social grant spends a one-time provider token instead.
    const guessable = grantType === 'password';
    if (guessable) await throttle.admit(request);
    let userId: number;
    try {
      ({ userId } = await grant({ deps, request, params, clientId }));
    } catch (error) {
      // A wrong second-factor code counts like a wrong password (issue 19).
      if (guessable && error instanceof OAuthError && FAILED_SIGN_IN.has(error.code)) await throttle.failed(request);
      throw error;
    }
    await throttle.succeeded(request, userId);
    const lifetime = REMEMBER.has(params.remember ?? '') ? 'remembered' : 'session';
    const token = await issueAccessToken(deps.db, userId, clientId, new Date(), lifetime);
    return reply
      .header('cache-control', 'no-store')
      .header('pragma', 'no-cache')
      .send({ token_type: 'Bearer', access_token: token.accessToken, expires_in: token.expiresIn });
  });

  registerEndpoint(app, calls.logout, {}, async (_input, request, reply) => {
    requireUser(request);
    if (request.accessTokenId !== null) await revokeAccessToken(deps.db, request.accessTokenId);
    return reply.code(204).send();
  });

  // 'Izrakstīties visur'. A write that declares no cache rule: its answer empties the kept
  // sessions in every process, so each revoked token stops working at once everywhere.
  registerEndpoint(app, calls.logoutEverywhere, {}, async (_input, request, reply) => {
    const user = requireUser(request);
    await revokeAllUserTokens(deps.db, user.id);
    return reply.code(204).send();
  });
}
