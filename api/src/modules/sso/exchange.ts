/**
 * The second leg of a sign-in: the code for the platform's access token (RFC 6749 §4.1.3, with the
 * PKCE verifier), then that token for the person's claims at the userinfo endpoint. The platform's
 * token is used once here and never stored.
 */
import type { OAuthProviderConfig } from '../../config/index';
import type { ProviderEndpoints } from './endpoints';
import { SSO_MESSAGES } from './messages';
import { callProvider, isRecord, ProviderError } from './providerHttp';

/** RFC 6749 §2.3.1: id and secret are form-encoded before they are joined for Basic. */
function formEncode(value: string): string {
  return new URLSearchParams({ v: value }).toString().slice(2);
}

export async function exchangeCode(
  provider: OAuthProviderConfig,
  endpoints: ProviderEndpoints,
  grant: { code: string; redirectUri: string; verifier: string },
  timeoutMs?: number,
): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: grant.code,
    redirect_uri: grant.redirectUri,
    code_verifier: grant.verifier,
  });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  const clientId = provider.clientId ?? '';
  const clientSecret = provider.clientSecret ?? '';
  if (provider.tokenAuth === 'client_secret_post') {
    body.set('client_id', clientId);
    if (clientSecret) body.set('client_secret', clientSecret);
  } else {
    const credentials = `${formEncode(clientId)}:${formEncode(clientSecret)}`;
    headers.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
  }

  const { status, body: answer } = await callProvider(
    endpoints.tokenUrl,
    { method: 'POST', headers, body: body.toString() },
    timeoutMs,
  );
  const error = isRecord(answer) && typeof answer.error === 'string' ? answer.error : undefined;
  // A spent, expired or foreign code is the browser's round trip gone stale, not the platform failing.
  if (status === 400 && error === 'invalid_grant') {
    throw new ProviderError(SSO_MESSAGES.codeRejected, `${provider.name} token endpoint: invalid_grant`, 400);
  }
  if (status !== 200 || !isRecord(answer)) {
    throw new ProviderError(
      SSO_MESSAGES.providerFailed,
      `${provider.name} token endpoint answered ${status}${error ? ` ${error}` : ''}`,
    );
  }
  const tokenType = answer.token_type;
  if (typeof answer.access_token !== 'string' || !answer.access_token) {
    throw new ProviderError(SSO_MESSAGES.providerAnswer, `${provider.name} token answer has no access_token`);
  }
  if (typeof tokenType === 'string' && tokenType.toLowerCase() !== 'bearer') {
    throw new ProviderError(SSO_MESSAGES.providerAnswer, `${provider.name} token type ${tokenType} is not Bearer`);
  }
  return answer.access_token;
}

export async function fetchUserinfo(
  provider: OAuthProviderConfig,
  endpoints: ProviderEndpoints,
  accessToken: string,
  timeoutMs?: number,
): Promise<Record<string, unknown>> {
  const { status, body } = await callProvider(
    endpoints.userinfoUrl,
    { method: 'GET', headers: { authorization: `Bearer ${accessToken}` } },
    timeoutMs,
  );
  if (status !== 200) {
    throw new ProviderError(SSO_MESSAGES.providerFailed, `${provider.name} userinfo answered ${status}`);
  }
  // A signed (JWT) userinfo answer is not JSON: not supported, so said plainly in the log.
  if (!isRecord(body)) {
    throw new ProviderError(SSO_MESSAGES.providerAnswer, `${provider.name} userinfo is not a JSON object`);
  }
  return body;
}
