/**
 * POST /oauth/token (form-urlencoded or JSON). The browser app is a public first-party client
 * (contracts BROWSER_CLIENT): its id and secret are accepted as the spec's client sends them, and a
 * request without them is treated as that client; any other client is refused.
 */
import type { FastifyInstance } from 'fastify';
import { BROWSER_CLIENT, PROVIDERS } from '@portal/contracts/constants';
import { issueAccessToken } from '../../auth/tokens';
import type { AppDeps } from '../../http/deps';
import { limitRequests } from '../../http/rateLimit';
import { OAuthError, TOKEN_PATH } from './errors';
import { DEFAULT_GRANTS, type Grant, type TokenParams } from './grants';
import { OAUTH_MESSAGES } from './messages';
import { CAPTCHA_PARAM, SIGN_IN_THROTTLE, signInThrottle } from './throttle';

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

export function registerOAuthRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  grants: Record<string, Grant> = DEFAULT_GRANTS,
): void {
  const perIp = limitRequests(app, [
    {
      name: 'login-ip',
      ...SIGN_IN_THROTTLE.attempts,
      key: (request) => request.ip,
      message: OAUTH_MESSAGES.too_many_requests,
    },
  ]);
  const throttle = signInThrottle(app, deps);

  app.post(
    TOKEN_PATH,
    {
      preHandler: perIp,
      schema: {
        tags: ['auth'],
        summary: 'Issue an access token (grant_type=password or social)',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: {
          type: 'object',
          properties: {
            grant_type: { type: 'string', enum: Object.keys(grants) },
            client_id: { type: 'string' },
            client_secret: { type: 'string' },
            scope: { type: 'string' },
            username: { type: 'string', format: 'email' },
            password: { type: 'string' },
            remember: {
              type: 'string',
              enum: ['0', '1', 'true', 'false', 'on', 'off'],
              description:
                "'Atcerēties mani': a token for 365 days; without it the token ends 12 hours after its last use",
            },
            totp: {
              type: 'string',
              description:
                "grant_type=password: an administrator's code from the authenticator app, once a refusal `totp_required` asked for it",
            },
            recovery_code: {
              type: 'string',
              description: 'grant_type=password: instead of `totp`, one unused recovery code (spent)',
            },
            [CAPTCHA_PARAM]: {
              type: 'string',
              description: 'grant_type=password: the captcha answer, once a refusal `captcha_required` asked for it',
            },
            network: {
              type: 'string',
              enum: [...PROVIDERS],
              description: 'grant_type=social: the school platform of the sign-in',
            },
            access_token: {
              type: 'string',
              description: 'grant_type=social: the provider token from GET /auth/oauth/callback/{provider}',
            },
          },
          required: ['grant_type'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              token_type: { type: 'string', const: 'Bearer' },
              access_token: { type: 'string' },
              expires_in: { type: 'integer' },
            },
          },
          '4xx': {
            type: 'object',
            properties: {
              error: { type: 'string' },
              error_description: { type: 'string' },
              message: { type: 'string' },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const params = readParams(request.body);
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
    },
  );
}
