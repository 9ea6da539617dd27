/**
 * The first leg of a sign-in (RFC 6749 §4.1.1 with PKCE, RFC 7636): a fresh `state` against
 * forged callbacks and a fresh code verifier, so that a code caught on its way back through the
 * browser is worthless without the verifier that never leaves the portal's sealed cookie.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { OAuthProviderConfig } from '../../config/index';
import type { ProviderEndpoints } from './endpoints';

/** The browser screen the platform sends the person back to (spec §2.1), not an API address. */
export function callbackScreenUrl(publicUrl: string, provider: string): string {
  return `${publicUrl}/oauth/callback/${encodeURIComponent(provider)}`;
}

/** 256 random bits: far over the 128 a guess would have to beat. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function codeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export interface AuthorizeRequest {
  url: string;
  state: string;
  verifier: string;
}

export function authorizeRequest(
  provider: OAuthProviderConfig,
  endpoints: ProviderEndpoints,
  publicUrl: string,
): AuthorizeRequest {
  const state = randomToken();
  // 43 characters of the unreserved alphabet: the shortest verifier RFC 7636 allows, at full entropy.
  const verifier = randomToken();
  const url = new URL(endpoints.authorizeUrl);
  // set(), not append(): a parameter the operator baked into the address must not be doubled.
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId ?? '');
  url.searchParams.set('redirect_uri', callbackScreenUrl(publicUrl, provider.name));
  url.searchParams.set('scope', provider.scopes);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', codeChallenge(verifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return { url: url.toString(), state, verifier };
}
