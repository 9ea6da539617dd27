/**
 * Sign-in throttling that protects an account without letting anyone lock its owner out (OWASP
 * ASVS V2.2.1; docs/decisions.md 'Sign-in throttling').
 *
 * Wrong passwords are counted three ways: per account and client address, per address, and per
 * account from anywhere. None of them refuses the account's owner on their own:
 *  - a few failures for the account at this address, many at this address on any accounts, or a
 *    few for the account from anywhere (unless this address is one the owner has signed in from)
 *    make the sign-in ask for the captcha, and the password is not even checked without it;
 *  - only the pair (account, this address) and, for addresses the owner never used, the account's
 *    hourly ceiling refuse with 429 — so a guessing run is stopped where it runs, and the owner
 *    still signs in from a known address whatever happens elsewhere;
 *  - every attempt also counts per address (`attempts`, applied by routes.ts before anything else).
 * The owner is mailed when failures pile up, at most once a day.
 */
import { createHmac } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normaliseEmail } from '../../auth/email';
import { knownSignInAddresses, users } from '../../db/schema';
import type { AppDeps } from '../../http/deps';
import { countFailures } from '../../http/rateLimit';
import { enqueueMail, wakeMailSenders } from '../../mail/outbox';
import { signInFailuresMail } from '../accounts/mail';
import { OAuthError } from './errors';

const MINUTE = 60_000;

export const SIGN_IN_THROTTLE = {
  /** Every attempt at one address, failed or not: 429 past this. */
  attempts: { max: 30, timeWindow: 5 * MINUTE },
  /** Failures of one account at one address: the captcha after `captchaAt`, 429 (that pair only) from `refuseAt`. */
  pair: { timeWindow: 15 * MINUTE, captchaAt: 3, refuseAt: 10 },
  /** Failures at one address on any accounts (a password spray): the captcha for every sign-in there. */
  address: { timeWindow: 15 * MINUTE, captchaAt: 10 },
  /**
   * Failures of one account from anywhere: the captcha at unknown addresses after `captchaAt`; from
   * `refuseAt` (ASVS V2.2.1's 100 an hour) unknown addresses are refused; the owner is mailed at `alertAt`.
   */
  account: { timeWindow: 60 * MINUTE, captchaAt: 5, refuseAt: 100, alertAt: 10 },
  /** At most one warning mail per account in this time. */
  alertEvery: 24 * 60 * MINUTE,
  /** An address the owner signed in from stays known this long after its last sign-in. */
  knownFor: 180 * 24 * 60 * MINUTE,
} as const;

/** The captcha's answer travels as on every other form (spec §5). */
export const CAPTCHA_PARAM = 'g_recaptcha_response';

export const ACCOUNT_REFUSED =
  'Šim kontam ir pārāk daudz neveiksmīgu pierakstīšanās mēģinājumu. Mēģini vēlāk vai atjauno paroli ar „Aizmirsi paroli?”.';

function loginEmail(request: FastifyRequest): string | null {
  const body = request.body as Record<string, unknown> | undefined;
  const username = body && typeof body === 'object' ? body.username : undefined;
  return typeof username === 'string' && username.trim() ? normaliseEmail(username) : null;
}

function captchaAnswer(request: FastifyRequest): string {
  const body = request.body as Record<string, unknown> | undefined;
  const answer = body && typeof body === 'object' ? body[CAPTCHA_PARAM] : undefined;
  return typeof answer === 'string' ? answer.trim() : '';
}

export interface SignInThrottle {
  /** Before the password is checked: refuses (429), or asks for the captcha, or lets the attempt through. */
  admit(request: FastifyRequest): Promise<void>;
  /** A wrong password (or an unknown e-mail): counted, and the owner warned when they pile up. */
  failed(request: FastifyRequest): Promise<void>;
  /** A sign-in that worked: this address is now known for the user. */
  succeeded(request: FastifyRequest, userId: number): Promise<void>;
}

export function signInThrottle(app: FastifyInstance, deps: AppDeps): SignInThrottle {
  const { db, appKey, captcha, config } = deps;
  const pair = countFailures(app, {
    name: 'login-failures-pair',
    timeWindow: SIGN_IN_THROTTLE.pair.timeWindow,
    key: (request) => {
      const email = loginEmail(request);
      return email ? `${email}|${request.ip}` : null;
    },
  });
  const address = countFailures(app, {
    name: 'login-failures-address',
    timeWindow: SIGN_IN_THROTTLE.address.timeWindow,
    key: (request) => request.ip,
  });
  const account = countFailures(app, {
    name: 'login-failures-account',
    timeWindow: SIGN_IN_THROTTLE.account.timeWindow,
    key: loginEmail,
  });
  const alerts = countFailures(app, {
    name: 'login-failures-alert',
    timeWindow: SIGN_IN_THROTTLE.alertEvery,
    key: loginEmail,
  });

  async function knownAddress(request: FastifyRequest): Promise<boolean> {
    const email = loginEmail(request);
    if (!email) return false;
    const since = new Date(Date.now() - SIGN_IN_THROTTLE.knownFor);
    const rows = await db
      .select({ userId: knownSignInAddresses.userId })
      .from(knownSignInAddresses)
      .innerJoin(users, eq(users.id, knownSignInAddresses.userId))
      .where(
        and(
          eq(users.email, email),
          eq(knownSignInAddresses.addressHash, addressHash(appKey, request.ip)),
          gt(knownSignInAddresses.lastSeenAt, since),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  async function warnOwner(request: FastifyRequest): Promise<void> {
    // Counted before the look-up, so an attack on an address without an account costs no query.
    if ((await alerts.record(request)) !== 1) return;
    const email = loginEmail(request);
    if (!email) return;
    const [user] = await db
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (!user) return;
    await enqueueMail(db, signInFailuresMail(config.publicUrl, user, SIGN_IN_THROTTLE.account.alertAt));
    wakeMailSenders();
  }

  return {
    async admit(request) {
      const [forPair, forAddress, forAccount] = await Promise.all([
        pair.read(request),
        address.read(request),
        account.read(request),
      ]);
      if (forPair.count >= SIGN_IN_THROTTLE.pair.refuseAt) {
        throw new OAuthError('too_many_requests', 429, undefined, { 'retry-after': String(forPair.retryAfter) });
      }
      // Only when the account is being guessed elsewhere does it matter whether this address is the owner's.
      const accountAsks = forAccount.count >= SIGN_IN_THROTTLE.account.captchaAt;
      const known = accountAsks && (await knownAddress(request));
      if (!known && forAccount.count >= SIGN_IN_THROTTLE.account.refuseAt) {
        const retryAfter = { 'retry-after': String(forAccount.retryAfter) };
        throw new OAuthError('too_many_requests', 429, ACCOUNT_REFUSED, retryAfter, ACCOUNT_REFUSED);
      }
      const needsCaptcha =
        forPair.count >= SIGN_IN_THROTTLE.pair.captchaAt ||
        forAddress.count >= SIGN_IN_THROTTLE.address.captchaAt ||
        (accountAsks && !known);
      if (!needsCaptcha) return;
      const answer = captchaAnswer(request);
      if (!answer) throw new OAuthError('captcha_required', 400);
      if (!(await captcha.verify(answer, request.ip))) {
        throw new OAuthError('captcha_invalid', 400);
      }
    },

    async failed(request) {
      const [, , forAccount] = await Promise.all([
        pair.record(request),
        address.record(request),
        account.record(request),
      ]);
      if (forAccount >= SIGN_IN_THROTTLE.account.alertAt) await warnOwner(request);
    },

    succeeded: (request, userId) => rememberSignInAddress(deps, userId, request.ip),
  };
}

/** Addresses are kept as an HMAC: the table says which addresses are known, never what they are. */
function addressHash(appKey: string, ip: string): string {
  return createHmac('sha256', appKey).update(`sign-in-address:${ip}`).digest('base64url');
}

/** After any sign-in that worked (password, social grant, school-platform callback). */
export async function rememberSignInAddress(
  { db, appKey }: Pick<AppDeps, 'db' | 'appKey'>,
  userId: number,
  ip: string,
): Promise<void> {
  await db
    .insert(knownSignInAddresses)
    .values({ userId, addressHash: addressHash(appKey, ip) })
    .onConflictDoUpdate({
      target: [knownSignInAddresses.userId, knownSignInAddresses.addressHash],
      set: { lastSeenAt: sql`now()` },
    });
}
