/**
 * Signing in and out (spec §7): the OAuth 2 token call, revoking tokens, and the single sign-on
 * through the two school platforms.
 */
import * as v from 'valibot';
import { PROVIDERS } from '@portal/contracts/constants';
import {
  ErrorBody,
  OAuthErrorBody,
  OAuthTokenResponse,
  ProviderData,
  SignInProvider,
  UrlResult,
  list,
} from '@portal/contracts/schemas/entities';
import { endpoints, noContent, redirect, type Answer } from '@portal/contracts/endpoints/endpoint';
import { authRoutes } from '@portal/contracts/endpoints/routes/auth';

const tags = ['auth'];

const GRANT_TYPES = ['password', 'social'] as const;

/**
 * The token call's body. Its refusals are OAuth 2's own (RFC 6749 §5.2: 400 `invalid_request`,
 * 401 `invalid_client`…, `{ error, error_description, message }`), not the portal's 422, so
 * every body reaches the handler, which answers them; the schema says what the call takes.
 */
export const TokenRequest = v.pipe(
  v.unknown(),
  v.metadata({
    jsonSchema: {
      type: 'object',
      properties: {
        grant_type: { type: 'string', enum: [...GRANT_TYPES] },
        client_id: { type: 'string' },
        client_secret: { type: 'string' },
        scope: { type: 'string' },
        username: { type: 'string', format: 'email', description: 'grant_type=password' },
        password: { type: 'string', description: 'grant_type=password' },
        remember: {
          type: 'string',
          enum: ['0', '1', 'true', 'false', 'on', 'off'],
          description: "'Atcerēties mani': a token for 365 days; without it the token ends 12 hours after its last use",
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
        g_recaptcha_response: {
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
  }),
);

/** Every refusal of the token call, the shared machinery's too, has the OAuth 2 shape. */
const oauthRefusals: Record<number, Answer> = Object.fromEntries(
  [400, 401, 403, 413, 415, 422, 429, 500, 503].map((status) => [status, OAuthErrorBody]),
);

/**
 * A school platform's name. One the portal does not know is the call's own answer (404, or for the
 * browser's navigation a redirect to the callback screen), so any text reaches the handler.
 */
const ProviderParams = v.object({
  provider: v.pipe(v.string(), v.metadata({ jsonSchema: { type: 'string', enum: [...PROVIDERS] } })),
});

/** A query value the platform gives once; a repeated or missing one is absent. */
const platformValue = v.pipe(
  v.optional(v.unknown()),
  v.transform((value) => (typeof value === 'string' ? value : undefined)),
  v.metadata({ jsonSchema: { type: 'string' } }),
);

/** The platform's answer to the sign-in, passed through by the callback screen. */
export const ProviderCallbackQuery = v.object({
  code: platformValue,
  state: platformValue,
  iss: platformValue,
  error: platformValue,
});

export const authEndpoints = endpoints(authRoutes, {
  token: {
    tags,
    summary: 'Issue an access token (grant_type=password or social)',
    description:
      'Form-encoded or JSON. Refusals are `{ error, error_description, message }`: `invalid_credentials` (401), `captcha_required` and `captcha_invalid` (400, after failed sign-ins), ' +
      '`totp_required` and `totp_invalid` (an administrator\'s second factor), `access_denied` (403, an account not confirmed, approved or enabled), `too_many_requests` (429 with Retry-After).',
    signIn: 'none',
    body: TokenRequest,
    formEncoded: true,
    responses: { 200: OAuthTokenResponse, ...oauthRefusals },
  },
  logout: {
    tags,
    summary: 'Revoke the access token of this request',
    signIn: 'required',
    responses: { 204: noContent },
  },
  logoutEverywhere: {
    tags,
    summary: 'Revoke every access token of the signed-in user (all their sessions, this one included)',
    signIn: 'required',
    responses: { 204: noContent },
  },
  providers: {
    tags,
    summary: 'The two school platforms and whether each is configured',
    signIn: 'none',
    responses: { 200: list(SignInProvider) },
  },
  providerUrl: {
    tags,
    summary: "The address that starts a platform's sign-in (a browser navigation)",
    description: '404 an unknown platform; 503 one the operator has not configured.',
    signIn: 'none',
    params: ProviderParams,
    responses: { 200: UrlResult, 404: ErrorBody, 503: ErrorBody },
  },
  providerStart: {
    tags,
    summary: "Start a platform's sign-in: redirects the browser to the platform",
    description:
      "Sets the sealed state cookie and answers 302 to the platform's authorize address (code flow with PKCE S256, and a nonce where the platform's ID token is checked). An unknown or unconfigured platform redirects to the callback screen with `error=unavailable` instead.",
    signIn: 'none',
    params: ProviderParams,
    responses: { 302: redirect("To the platform's sign-in page or back to the callback screen") },
  },
  providerCallback: {
    tags,
    summary: "Finish a platform's sign-in (the platform's query string passed through)",
    description:
      'A teacher the portal knows gets an access token; anyone else gets the provider data for the registration (`token` is then the provider token of the social grant). Failures answer `{ message }` in Latvian: 400 stale or forged sign-in, spent code, or an error from the platform; 403 an account not yet confirmed or approved; 404 unknown platform; 429 too many tries (Retry-After); 502 the platform failed, did not answer in 10 s, or sent an ID token that fails its checks; 503 platform not configured.',
    signIn: 'none',
    params: ProviderParams,
    query: ProviderCallbackQuery,
    responses: {
      200: v.union([OAuthTokenResponse, ProviderData]),
      400: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
      429: ErrorBody,
      502: ErrorBody,
      503: ErrorBody,
    },
  },
});

export type AuthEndpoints = typeof authEndpoints;
