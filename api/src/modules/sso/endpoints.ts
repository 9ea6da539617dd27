/**
 * A platform's authorize, token and userinfo addresses. Explicit settings win; whatever is not set
 * comes from the issuer's OpenID discovery document, fetched once per process and kept. A failed
 * discovery is not kept, so the next sign-in asks again (the platform may have been down briefly).
 */
import type { OAuthProviderConfig } from '../../config/index';
import { SSO_MESSAGES } from './messages';
import { callProvider, isRecord, ProviderError } from './providerHttp';

export interface ProviderEndpoints {
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** The issuer whose `iss` the callback may check (RFC 9207), when one is configured. */
  issuer?: string;
  /** Discovery said the platform always adds `iss` to its answer, so one without it is refused. */
  issRequired: boolean;
}

interface Discovered {
  authorizeUrl?: string;
  tokenUrl?: string;
  userinfoUrl?: string;
  issRequired: boolean;
}

function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : undefined;
  } catch {
    return undefined;
  }
}

async function discover(issuer: string, timeoutMs?: number): Promise<Discovered> {
  const url = `${issuer}/.well-known/openid-configuration`;
  const { status, body } = await callProvider(url, { method: 'GET' }, timeoutMs);
  if (status !== 200 || !isRecord(body)) {
    throw new ProviderError(SSO_MESSAGES.unavailable, `discovery ${url} answered ${status}`);
  }
  // OpenID Connect Discovery §4.3: a document for another issuer must not be used.
  if (typeof body.issuer !== 'string' || body.issuer.replace(/\/+$/, '') !== issuer) {
    throw new ProviderError(SSO_MESSAGES.unavailable, `discovery ${url} names issuer ${String(body.issuer)}`);
  }
  return {
    authorizeUrl: httpUrl(body.authorization_endpoint),
    tokenUrl: httpUrl(body.token_endpoint),
    userinfoUrl: httpUrl(body.userinfo_endpoint),
    issRequired: body.authorization_response_iss_parameter_supported === true,
  };
}

export type EndpointResolver = (provider: OAuthProviderConfig) => Promise<ProviderEndpoints>;

export function createEndpointResolver(options: { timeoutMs?: number } = {}): EndpointResolver {
  const documents = new Map<string, Promise<Discovered>>();

  const discovered = (issuer: string): Promise<Discovered> => {
    let document = documents.get(issuer);
    if (!document) {
      document = discover(issuer, options.timeoutMs);
      documents.set(issuer, document);
      document.catch(() => documents.delete(issuer));
    }
    return document;
  };

  return async (provider) => {
    const explicit = {
      authorizeUrl: provider.authorizeUrl,
      tokenUrl: provider.tokenUrl,
      userinfoUrl: provider.userinfoUrl,
    };
    const complete = explicit.authorizeUrl && explicit.tokenUrl && explicit.userinfoUrl;
    const found: Discovered = provider.issuer && !complete ? await discovered(provider.issuer) : { issRequired: false };
    const authorizeUrl = explicit.authorizeUrl ?? found.authorizeUrl;
    const tokenUrl = explicit.tokenUrl ?? found.tokenUrl;
    const userinfoUrl = explicit.userinfoUrl ?? found.userinfoUrl;
    if (!authorizeUrl || !tokenUrl || !userinfoUrl) {
      throw new ProviderError(SSO_MESSAGES.unavailable, `${provider.name}: an endpoint is neither set nor discovered`);
    }
    return {
      authorizeUrl,
      tokenUrl,
      userinfoUrl,
      issuer: provider.issuer,
      issRequired: found.issRequired,
    };
  };
}
