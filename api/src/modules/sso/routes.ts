/**
 * Single sign-on through the two school platforms (spec §2.2, §4, §7; entries in
 * contracts/src/endpoints/auth.ts):
 *  - GET /api/auth/providers: both platforms, in the dialogs' order, and whether each is configured;
 *  - GET /api/auth/oauth/{provider}/url: where the sign-in button sends the browser;
 *  - GET /auth/oauth/{provider}: a browser navigation; remembers state, PKCE verifier and nonce in a
 *    sealed cookie and redirects to the platform's sign-in page;
 *  - GET /auth/oauth/callback/{provider}: called by the callback screen with the platform's query
 *    string; answers a token for a teacher the portal knows, otherwise provider data for the
 *    registration, and a `{ message }` in Latvian on any failure.
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BROWSER_CLIENT } from '@portal/contracts/constants';
import { authEndpoints as calls } from '@portal/contracts/endpoints/auth';
import type { OAuthTokenResponse, ProviderData } from '@portal/contracts/schemas/entities';
import { issueAccessToken } from '../../auth/tokens';
import { providerAvailable, type Config, type OAuthProviderConfig } from '../../config/index';
import { rememberSignInAddress } from '../oauth/throttle';
import { HttpError } from '../../http/errors';
import { registerEndpoint } from '../../http/endpoint';
import { limitRequests } from '../../http/rateLimit';
import { providerErrorAnswer, SSO_MESSAGES } from './messages';
import { callbackScreenUrl, createPlatforms, ProviderError, type Platforms } from './platform';
import { mapProfile } from './profile';
import { completeSignIn } from './signIn';
import { openState, sameState, sealState, STATE_COOKIE, STATE_COOKIE_PATH, STATE_TTL_MS } from './stateCookie';

/** Every callback costs a round trip to the platform; a person needs a handful an hour. */
export const CALLBACK_LIMIT = { max: 30, timeWindow: 60_000 };

/** A cookie from a clock a little ahead of ours is still this sign-in's. */
const CLOCK_SKEW_MS = 60_000;

function findProvider(config: Config, name: string): OAuthProviderConfig | undefined {
  return config.providers.find((p) => p.name === name);
}

/** Plugin options: the school platforms signed in with (their HTTP calls). */
export interface SsoRouteOptions {
  platforms?: Platforms;
}

export async function registerSsoRoutes(
  app: FastifyInstance,
  { platforms = createPlatforms() }: SsoRouteOptions = {},
): Promise<void> {
  const { config, db, appKey } = app;
  const cookieOptions: CookieSerializeOptions = {
    path: STATE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
  };
  const callbackLimit = limitRequests(app, [{ name: 'sso-callback-ip', ...CALLBACK_LIMIT, key: (r) => r.ip }]);

  /** Keeps the platform's own words in the log for the operator; the browser gets the Latvian text. */
  const logged = async <T>(reply: FastifyReply, provider: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ProviderError) reply.log.warn({ provider, reason: error.reason }, 'platform sign-in failed');
      throw error;
    }
  };

  registerEndpoint(app, calls.providers, {}, async () => ({
    data: config.providers.map((p) => ({ name: p.name, title: p.title, available: providerAvailable(p) })),
  }));

  registerEndpoint(app, calls.providerUrl, {}, async ({ params }) => {
    const provider = findProvider(config, params.provider);
    if (!provider) throw new HttpError(404, SSO_MESSAGES.unknownProvider);
    if (!providerAvailable(provider)) throw new HttpError(503, SSO_MESSAGES.unavailable);
    return { url: `${config.publicUrl}${STATE_COOKIE_PATH}/${provider.name}` };
  });

  registerEndpoint(app, calls.providerStart, {}, async ({ params }, _request, reply) => {
    const name = params.provider;
    reply.header('cache-control', 'no-store');
    // A navigation gets a page, not JSON: the callback screen says what went wrong.
    const unavailable = () => reply.redirect(`${callbackScreenUrl(config.publicUrl, name)}?error=unavailable`, 302);
    const provider = findProvider(config, name);
    if (!provider || !providerAvailable(provider)) return unavailable();

    let start: Awaited<ReturnType<Platforms['begin']>>;
    try {
      start = await logged(reply, provider.name, () => platforms.begin(provider, config.publicUrl));
    } catch {
      return unavailable();
    }
    const sealed = sealState(appKey, { provider: provider.name, ...start.secrets, startedAt: Date.now() });
    reply.setCookie(STATE_COOKIE, sealed, { ...cookieOptions, maxAge: STATE_TTL_MS / 1000 });
    return reply.redirect(start.url, 302);
  });

  registerEndpoint(
    app,
    calls.providerCallback,
    { preHandler: callbackLimit },
    async ({ params, query }, request, reply) => {
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      const sealed = request.cookies[STATE_COOKIE];
      // One try per sign-in: whatever happens next, the state is spent.
      if (sealed !== undefined) reply.clearCookie(STATE_COOKIE, cookieOptions);

      const provider = findProvider(config, params.provider);
      if (!provider) throw new HttpError(404, SSO_MESSAGES.unknownProvider);

      const error = query.error;
      if (error !== undefined) {
        const answer = providerErrorAnswer(error);
        throw new HttpError(answer.status, answer.message);
      }
      if (!providerAvailable(provider)) throw new HttpError(503, SSO_MESSAGES.unavailable);

      const saved = sealed ? openState(appKey, sealed) : null;
      const state = query.state;
      const now = Date.now();
      if (
        !saved ||
        saved.provider !== provider.name ||
        now - saved.startedAt > STATE_TTL_MS ||
        saved.startedAt > now + CLOCK_SKEW_MS ||
        !state ||
        !sameState(saved.state, state)
      ) {
        throw new HttpError(400, SSO_MESSAGES.session);
      }
      const code = query.code;
      if (!code) throw new HttpError(400, SSO_MESSAGES.missingCode);

      const profile = await logged(reply, provider.name, async () => {
        // openid-client checks `iss` (RFC 9207) and state again, exchanges the code and checks the ID token.
        const answer = { code, state, iss: query.iss };
        const claims = await platforms.finish(provider, config.publicUrl, answer, saved);
        return mapProfile(provider.name, provider.fields, claims);
      });

      const outcome = await completeSignIn(db, profile);
      if (outcome.kind === 'user') {
        await rememberSignInAddress({ db, appKey }, outcome.userId, request.ip);
        // The browser keeps a platform sign-in in a session cookie, as one without 'Atcerēties mani'.
        const token = await issueAccessToken(db, outcome.userId, BROWSER_CLIENT.id, new Date(), 'session');
        const answer: OAuthTokenResponse = {
          token_type: 'Bearer',
          access_token: token.accessToken,
          expires_in: token.expiresIn,
        };
        return reply.send(answer);
      }
      const answer: ProviderData = {
        token: outcome.token,
        name: provider.name,
        user: { email: profile.email, first_name: profile.firstName, last_name: profile.lastName },
      };
      return reply.send(answer);
    },
  );
}
