/**
 * The portal as a client of a school platform, on openid-client (the certified OpenID Connect
 * client): discovery, the authorize address (code flow, state, PKCE S256, and a nonce where an ID
 * token can be checked), the code exchange with the ID token's validation (signature against the
 * platform's published keys, iss, aud, exp, nonce) and userinfo.
 *
 * Ours on top: explicit endpoints beside or instead of discovery, one configuration per platform
 * kept per process (a failed discovery is not kept, and one that fails a sign-in on the platform's
 * side is fetched again next time), a time and size limit on every call, and every failure turned
 * into a fixed Latvian text; the platform's own words go to the log only.
 */
import * as oidc from 'openid-client';
import type { OAuthProviderConfig, ProviderName } from '../../config/index';
import { HttpError } from '../../http/errors';
import { SSO_MESSAGES } from './messages';

/** A platform that has not answered in this time is treated as down. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** Bounds what a platform can make us hold in memory. */
const MAX_ANSWER_BYTES = 256 * 1024;

/** A 502 (by default) with a Latvian text for the browser and the technical reason for the log. */
export class ProviderError extends HttpError {
  constructor(
    message: string,
    /** For the log only. */
    readonly reason: string,
    status = 502,
  ) {
    super(status, message);
    this.name = 'ProviderError';
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The browser screen the platform sends the person back to (spec §2.1), not an API address. */
export function callbackScreenUrl(publicUrl: string, provider: string): string {
  return `${publicUrl}/oauth/callback/${encodeURIComponent(provider)}`;
}

/** What the callback needs from the start of the sign-in; it travels in the sealed cookie. */
export interface SignInSecrets {
  state: string;
  verifier: string;
  /** Sent, and then required in the ID token, where the platform's ID token can be checked. */
  nonce?: string;
}

interface Platform {
  config: oidc.Configuration;
  /**
   * The platform's issuer and keys are known (discovery): an ID token is required and checked in
   * full. Without them the portal cannot check one, so any ID token is dropped unread and the person
   * comes from userinfo alone, fetched with the access token straight from the token endpoint.
   */
  checksIdToken: boolean;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.name}: ${error.message}${cause}`;
}

/** A token answer without its `id_token`; anything that is not a JSON object is left to openid-client. */
function withoutIdToken(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    return isRecord(body) ? JSON.stringify({ ...body, id_token: undefined }) : text;
  } catch {
    return text;
  }
}

/** Every call to a platform: within the time limit (openid-client's signal), bounded, as text. */
function platformFetch(dropIdTokenAt?: string): oidc.CustomFetch {
  return async (url, options) => {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, options as RequestInit);
      const length = Number(response.headers.get('content-length') ?? 0);
      if (length > MAX_ANSWER_BYTES) {
        await response.body?.cancel();
        throw new ProviderError(SSO_MESSAGES.providerAnswer, `${url} answered ${length} bytes`);
      }
      text = await response.text();
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw new ProviderError(SSO_MESSAGES.providerFailed, `${url} unreachable (${describe(error)})`);
    }
    if (text.length > MAX_ANSWER_BYTES) {
      throw new ProviderError(SSO_MESSAGES.providerAnswer, `${url} answered ${text.length} characters`);
    }
    if (url === dropIdTokenAt && response.status === 200) text = withoutIdToken(text);
    const empty = [101, 204, 205, 304].includes(response.status);
    return new Response(empty ? null : text, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

/** Our own ProviderError (thrown in platformFetch), out of openid-client's wrapping. */
function ourError(error: unknown): unknown {
  return error instanceof oidc.ClientError && error.cause instanceof ProviderError ? error.cause : error;
}

/** openid-client refused the answer the browser brought back (RFC 9207 `iss`, state) before any call. */
function refusedRedirect(error: unknown): boolean {
  const cause = error instanceof oidc.ClientError ? error.cause : undefined;
  return cause instanceof Error && isRecord(cause.cause) && cause.cause.parameters instanceof URLSearchParams;
}

/** Any failure of a sign-in at the platform as the Latvian answer, with the reason for the log. */
function asProviderError(error: unknown, provider: string): HttpError {
  const ours = ourError(error);
  if (ours instanceof HttpError) return ours;
  const reason = `${provider}: ${describe(error)}`;
  // A spent, expired or foreign code is the browser's round trip gone stale, not the platform failing.
  if (error instanceof oidc.ResponseBodyError && error.status === 400 && error.error === 'invalid_grant') {
    return new ProviderError(SSO_MESSAGES.codeRejected, reason, 400);
  }
  const code = error instanceof oidc.ClientError ? error.code : undefined;
  if (
    error instanceof oidc.ResponseBodyError ||
    error instanceof oidc.WWWAuthenticateChallengeError ||
    ['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_TIMEOUT', 'OAUTH_ABORT'].includes(code ?? '')
  ) {
    return new ProviderError(SSO_MESSAGES.providerFailed, reason);
  }
  // An answer naming another issuer came from a platform we did not send the person to (a mix-up
  // attack), even though the state matched.
  if (refusedRedirect(error)) return new ProviderError(SSO_MESSAGES.session, reason, 400);
  // Not JSON, no access token, not Bearer, an ID token that fails any check: nothing to trust.
  return new ProviderError(SSO_MESSAGES.providerAnswer, reason);
}

export interface Platforms {
  /** The platform's authorize address and what the callback will need. */
  begin(provider: OAuthProviderConfig, publicUrl: string): Promise<{ url: string; secrets: SignInSecrets }>;
  /** The platform's answer to the browser (code, state, iss) for the person's userinfo claims. */
  finish(
    provider: OAuthProviderConfig,
    publicUrl: string,
    answer: { code: string; state: string; iss?: string },
    secrets: SignInSecrets,
  ): Promise<Record<string, unknown>>;
}

/** The issuer's discovery document (OpenID Connect Discovery §4, checked by openid-client). */
async function discover(
  provider: OAuthProviderConfig,
  timeout: number,
  insecure: boolean,
): Promise<oidc.ServerMetadata> {
  try {
    const execute = insecure ? [oidc.allowInsecureRequests] : [];
    const options = { timeout, execute, [oidc.customFetch]: platformFetch() };
    const found = await oidc.discovery(new URL(provider.issuer!), provider.clientId!, undefined, undefined, options);
    return found.serverMetadata();
  } catch (error) {
    const ours = ourError(error);
    if (ours instanceof HttpError) throw ours;
    throw new ProviderError(SSO_MESSAGES.unavailable, `${provider.name} discovery: ${describe(error)}`);
  }
}

export function createPlatforms(options: { timeoutMs?: number } = {}): Platforms {
  const timeout = (options.timeoutMs ?? PROVIDER_TIMEOUT_MS) / 1000;
  const kept = new Map<ProviderName, Promise<Platform>>();

  const load = async (provider: OAuthProviderConfig): Promise<Platform> => {
    const { issuer, authorizeUrl, tokenUrl, userinfoUrl, clientId = '', clientSecret } = provider;
    // openid-client talks only to https addresses. Plain http is let through only when the operator
    // configured an http:// address for this platform: a local test or development platform (the
    // tests' oidc-provider on 127.0.0.1). A platform configured with https stays https-only, so a
    // discovery document naming an http endpoint is refused.
    const insecure = [issuer, authorizeUrl, tokenUrl, userinfoUrl].some((url) => url?.startsWith('http:'));
    // Without an issuer there is nothing to compare an `iss` or an ID token with, so neither is read
    // (see finish); openid-client still needs a name, one that no platform can send.
    const found =
      issuer && !(authorizeUrl && tokenUrl && userinfoUrl)
        ? await discover(provider, timeout, insecure)
        : { issuer: issuer ?? `urn:portal:no-issuer:${provider.name}` };
    const metadata: oidc.ServerMetadata = {
      ...found,
      authorization_endpoint: authorizeUrl ?? found.authorization_endpoint,
      token_endpoint: tokenUrl ?? found.token_endpoint,
      userinfo_endpoint: userinfoUrl ?? found.userinfo_endpoint,
    };
    if (!metadata.authorization_endpoint || !metadata.token_endpoint || !metadata.userinfo_endpoint) {
      throw new ProviderError(SSO_MESSAGES.unavailable, `${provider.name}: an endpoint is neither set nor discovered`);
    }

    const checksIdToken = Boolean(issuer && metadata.jwks_uri && provider.scopes.split(/\s+/).includes('openid'));
    const auth = !clientSecret
      ? oidc.None()
      : provider.tokenAuth === 'client_secret_post'
        ? oidc.ClientSecretPost(clientSecret)
        : oidc.ClientSecretBasic(clientSecret);
    const config = new oidc.Configuration(metadata, clientId, undefined, auth);
    config.timeout = timeout;
    config[oidc.customFetch] = platformFetch(checksIdToken ? undefined : metadata.token_endpoint);
    if (insecure) oidc.allowInsecureRequests(config); // see `insecure` above: tests and development only
    // openid-client checks an ID token's claims always; its signature only with this.
    if (checksIdToken) oidc.enableNonRepudiationChecks(config);
    return { config, checksIdToken };
  };

  const platform = (provider: OAuthProviderConfig): Promise<Platform> => {
    let found = kept.get(provider.name);
    if (!found) {
      found = load(provider);
      kept.set(provider.name, found);
      found.catch(() => kept.delete(provider.name));
    }
    return found;
  };

  return {
    async begin(provider, publicUrl) {
      try {
        const { config, checksIdToken } = await platform(provider);
        const state = oidc.randomState();
        const verifier = oidc.randomPKCECodeVerifier();
        const nonce = checksIdToken ? oidc.randomNonce() : undefined;
        const parameters: Record<string, string> = {
          response_type: 'code',
          client_id: provider.clientId ?? '',
          redirect_uri: new URL(callbackScreenUrl(publicUrl, provider.name)).href,
          scope: provider.scopes,
          state,
          code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
          code_challenge_method: 'S256',
          ...(nonce && { nonce }),
        };
        const url = oidc.buildAuthorizationUrl(config, parameters);
        // set() over openid-client's append(): a parameter the operator baked into the address is not doubled.
        for (const [key, value] of Object.entries(parameters)) url.searchParams.set(key, value);
        return { url: url.href, secrets: { state, verifier, ...(nonce && { nonce }) } };
      } catch (error) {
        throw asProviderError(error, provider.name);
      }
    },

    async finish(provider, publicUrl, answer, secrets) {
      const found = platform(provider);
      try {
        const { config, checksIdToken } = await found;
        // The address the browser came back to, as openid-client reads it (redirect_uri is it without the query).
        const current = new URL(callbackScreenUrl(publicUrl, provider.name));
        current.searchParams.set('code', answer.code);
        current.searchParams.set('state', answer.state);
        if (provider.issuer && answer.iss !== undefined) current.searchParams.set('iss', answer.iss);
        const tokens = await oidc.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: secrets.verifier,
          expectedState: secrets.state,
          expectedNonce: secrets.nonce,
          idTokenExpected: checksIdToken,
        });
        const idToken = tokens.claims();
        // OpenID Connect Core §5.3.2: the userinfo must be about the person the ID token names.
        if (idToken) return { ...(await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub)) };
        // Without one, a platform need not follow OpenID (no `sub`; the field map says where the id is).
        const userinfo = new URL(config.serverMetadata().userinfo_endpoint!);
        const accept = new Headers({ accept: 'application/json' });
        const response = await oidc.fetchProtectedResource(config, tokens.access_token, userinfo, 'GET', null, accept);
        if (response.status !== 200) {
          throw new ProviderError(SSO_MESSAGES.providerFailed, `${provider.name} userinfo answered ${response.status}`);
        }
        // A signed (JWT) userinfo answer is not JSON: not supported here, said plainly in the log.
        const claims: unknown = await response.json().catch(() => undefined);
        if (!isRecord(claims)) {
          throw new ProviderError(SSO_MESSAGES.providerAnswer, `${provider.name} userinfo is not a JSON object`);
        }
        return claims;
      } catch (error) {
        const refused = asProviderError(error, provider.name);
        // The platform failed or misbehaved: its endpoints or keys may have moved, so look again next time.
        if (refused.statusCode >= 500 && kept.get(provider.name) === found) kept.delete(provider.name);
        throw refused;
      }
    },
  };
}
