/**
 * Forgotten passwords: POST /api/auth/password/email (the same answer for every address, a link
 * only for an account) and POST /api/auth/password/reset (60-minute single-use tokens bound to the
 * address; a new password ends every session and other link and is announced by mail), the limits,
 * and the limits shared by two API processes through Redis.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_CLIENT } from '@portal/contracts/constants';
import { FORM_MESSAGES, fieldMessage } from '@portal/contracts/messages';
import { hashToken } from '../src/auth/tokens';
import { passwordResetTokens } from '../src/db/schema';
import { PASSWORD_RESET_TOKEN_TTL_MS } from '../src/modules/accounts/emailTokens';
import { RESET_REQUEST_LIMITS } from '../src/modules/accounts/limits';
import { freshIp, linkIn, mailsTo, tokenOf, userByEmail } from './helpers/accounts';
import { createTestContext, json, useTestContext, type TestContext } from './helpers/app';
import { PASSWORD } from './helpers/fixtures';

const PUBLIC_URL = 'http://portal.test';
const SENT = 'Saite ir nosūtīta. Seko instrukcijām e-pastā, lai atjaunotu savu paroli.';
const CHANGED = 'Parole ir nomainīta. Tagad vari pierakstīties ar jauno paroli.';

const t = useTestContext();

const requestLink = (payload: unknown, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password/email', payload: payload as object, remoteAddress });

const reset = (payload: Record<string, unknown>, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload, remoteAddress });

const signIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: freshIp(),
    payload: { grant_type: 'password', client_id: BROWSER_CLIENT.id, username: email, password },
  });

/** Asks for a link and returns the token from the mail. */
async function resetLinkFor(email: string): Promise<{ token: string; link: string }> {
  expect((await requestLink({ email })).statusCode).toBe(200);
  await t.deliverMail();
  const link = linkIn(mailsTo(t.mails, email).at(-1)!, PUBLIC_URL, '/password/reset/');
  return { token: tokenOf(link), link };
}

const form = (token: string, email: string, password = 'JaunaParole1') => ({
  token,
  email,
  password,
  password_confirmation: password,
});

describe('POST /api/auth/password/email', () => {
  it('answers the same for a known and an unknown address and mails only the account', async () => {
    const before = t.mails.length;
    const known = await requestLink({ email: 'Anna@Example.lv' });
    const unknown = await requestLink({ email: 'neviens@example.lv' });
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    expect(known.body).toBe(JSON.stringify({ status: SENT }));
    expect(unknown.body).toBe(known.body);

    await t.deliverMail();
    const sent = t.mails.slice(before);
    expect(sent.map((mail) => mail.to)).toEqual(['anna@example.lv']);
    expect(sent[0]?.subject).toBe('Paroles atjaunošana');
    const link = linkIn(sent[0]!, PUBLIC_URL, '/password/reset/');
    expect(link).toMatch(/^http:\/\/portal\.test\/password\/reset\/[A-Za-z0-9_-]{43}\?email=anna%40example\.lv$/);
    expect(sent[0]!.html).toContain(`href="${link}"`);
    expect(sent[0]!.text).toContain('60 minūtes');

    const [row] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(tokenOf(link))));
    expect(row?.userId).toBe(t.fixtures.users.anna.id);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(PASSWORD_RESET_TOKEN_TTL_MS - 60_000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(
      PASSWORD_RESET_TOKEN_TTL_MS + 60_000,
    );
  });

  it('checks the address (422 on email)', async () => {
    const res = await requestLink({ email: 'nav epasts' });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual({
      message: 'Norādītie dati nav derīgi.',
      errors: { email: [fieldMessage('email', 'email')] },
    });
  });
});

describe('POST /api/auth/password/reset', () => {
  it('sets the new password, ends every session and other link, and mails the owner', async () => {
    const email = t.fixtures.users.janis.email;
    const session = await t.tokenFor(t.fixtures.users.janis.id);
    expect((await t.app.inject({ url: '/api/user', headers: t.auth(session) })).statusCode).toBe(200);
    const older = await resetLinkFor(email);
    const { token } = await resetLinkFor(email);

    const res = await reset(form(token, 'Janis@Example.lv'));
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ status: CHANGED });

    expect((await t.app.inject({ url: '/api/user', headers: t.auth(session) })).statusCode).toBe(401);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(401);
    const signedIn = await signIn(email, 'JaunaParole1');
    expect(signedIn.statusCode, signedIn.body).toBe(200);

    await t.deliverMail();
    const changed = mailsTo(t.mails, email).at(-1);
    expect(changed?.subject).toBe('Tava parole ir nomainīta');
    expect(changed?.text).toContain('jāpierakstās no jauna');
    expect(changed?.text).toContain(`${PUBLIC_URL}/sazinies`);

    // Both links are spent now.
    for (const spent of [token, older.token]) {
      const again = await reset(form(spent, email, 'VelCita1Parole'));
      expect(again.statusCode).toBe(422);
      expect(json(again)).toEqual({
        message: 'Norādītie dati nav derīgi.',
        errors: { token: [FORM_MESSAGES.resetTokenInvalid] },
      });
    }
    expect((await signIn(email, 'JaunaParole1')).statusCode).toBe(200);
  });

  it('works for 60 minutes and no longer (the stored expiry is what counts)', async () => {
    const email = t.fixtures.users.liga.email;
    const { token } = await resetLinkFor(email);
    const row = eq(passwordResetTokens.tokenHash, hashToken(token));
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(row);
    const expired = await reset(form(token, email));
    expect(expired.statusCode).toBe(422);
    expect(json<{ errors: object }>(expired).errors).toEqual({ token: [FORM_MESSAGES.resetTokenInvalid] });
    expect(FORM_MESSAGES.resetTokenInvalid).toBe('Paroles atjaunošanas saite nav derīga vai tai beidzies termiņš.');

    // A minute before the end it still works.
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(row);
    expect((await reset(form(token, email))).statusCode).toBe(200);
  });

  it('refuses another address than the link’s on `email`, without spending the link', async () => {
    const email = t.fixtures.users.anna.email;
    const { token } = await resetLinkFor(email);
    const wrong = await reset(form(token, 'janis@example.lv'));
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong)).toEqual({
      message: 'Norādītie dati nav derīgi.',
      errors: { email: ['E-pasta adrese nesakrīt ar to, uz kuru tika nosūtīta paroles atjaunošanas saite.'] },
    });
    expect((await reset(form(token, email, 'AnnasJauna1'))).statusCode).toBe(200);
  });

  it('refuses a forged token, and checks the new password with the registration rules', async () => {
    const forged = await reset(form(randomBytes(32).toString('base64url'), 'anna@example.lv'));
    expect(forged.statusCode).toBe(422);
    expect(json<{ errors: object }>(forged).errors).toEqual({ token: [FORM_MESSAGES.resetTokenInvalid] });

    const invalid = await reset({ token: '', email: 'x', password: 'vaja', password_confirmation: 'cita' });
    expect(invalid.statusCode).toBe(422);
    expect(json<{ errors: object }>(invalid).errors).toEqual({
      token: ['Obligāti jāaizpilda marķieris.'],
      email: [fieldMessage('email', 'email')],
      password: ['Parolei jābūt vismaz 8 rakstzīmēm.'],
      password_confirmation: ['Paroles atkārtojums nesakrīt ar paroli.'],
    });
    const weak = await reset(form('abc', 'anna@example.lv', 'parolebezcipariem'));
    expect(json<{ errors: object }>(weak).errors).toEqual({ password: [FORM_MESSAGES.password] });
    const mismatch = await reset({ ...form('abc', 'anna@example.lv'), password_confirmation: 'Cita1parole' });
    expect(json<{ errors: object }>(mismatch).errors).toEqual({
      password_confirmation: ['Paroles atkārtojums nesakrīt ar paroli.'],
    });
  });

  it('confirms the address of an account that had not confirmed it: the link proved it', async () => {
    const email = t.fixtures.users.unverified.email;
    expect((await signIn(email, PASSWORD)).statusCode).toBe(403);
    const { token } = await resetLinkFor(email);
    expect((await reset(form(token, email))).statusCode).toBe(200);
    expect((await userByEmail(t.db, email))?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await signIn(email, 'JaunaParole1')).statusCode).toBe(200);
  });

  it('lets a teacher who signs in only through a school platform set a password', async () => {
    const email = t.fixtures.users.providerOnly.email;
    const { token } = await resetLinkFor(email);
    expect((await reset(form(token, email))).statusCode).toBe(200);
    expect((await signIn(email, 'JaunaParole1')).statusCode).toBe(200);
  });
});

describe('limits of the reset link', () => {
  it(`sends at most ${RESET_REQUEST_LIMITS.perEmail.max} links per address in 15 minutes, known or not`, async () => {
    for (const email of ['nav.konta@skola.lv', t.fixtures.users.unapproved.email]) {
      const statuses = [];
      for (let i = 0; i <= RESET_REQUEST_LIMITS.perEmail.max; i++)
        statuses.push((await requestLink({ email: i % 2 ? email.toUpperCase() : email })).statusCode);
      expect(statuses).toEqual([...Array(RESET_REQUEST_LIMITS.perEmail.max).fill(200), 429]);
    }
    const limited = await requestLink({ email: 'nav.konta@skola.lv' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(
      RESET_REQUEST_LIMITS.perEmail.timeWindow / 1000 - 60,
    );
    expect(json(limited)).toEqual({ message: 'Pārāk daudz pieprasījumu. Mēģini vēlāk.' });
  });

  it(`takes at most ${RESET_REQUEST_LIMITS.perIp.max} requests in 15 minutes from one client`, async () => {
    const ip = freshIp();
    for (let i = 0; i < RESET_REQUEST_LIMITS.perIp.max; i++)
      expect((await requestLink({ email: `cits${i}@skola.lv` }, ip)).statusCode).toBe(200);
    const limited = await requestLink({ email: 'pedejais@skola.lv' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('limits shared through Redis', () => {
  const REDIS_URL = 'redis://127.0.0.1:6379';
  // Keys unique to this run: the address and the client address are never used elsewhere.
  const run = randomBytes(6).toString('hex');
  const email = `redis-${run}@skola.lv`;
  const ip = `10.250.${parseInt(run.slice(0, 2), 16)}.${(parseInt(run.slice(2, 4), 16) % 250) + 1}`;
  let a: TestContext;
  let b: TestContext;
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
    a = await createTestContext({ env: { REDIS_URL } });
    b = await createTestContext({ env: { REDIS_URL } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    // Only this run's counters go.
    const keys = [...(await redis.keys(`*${email}*`)), ...(await redis.keys(`*:${ip}`))];
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts the requests of both API processes against one limit', async () => {
    const send = (t: TestContext) =>
      t.app.inject({ method: 'POST', url: '/api/auth/password/email', payload: { email }, remoteAddress: ip });
    const statuses = [];
    for (let i = 0; i < RESET_REQUEST_LIMITS.perEmail.max; i++) statuses.push((await send(i % 2 ? b : a)).statusCode);
    expect(statuses).toEqual(Array(RESET_REQUEST_LIMITS.perEmail.max).fill(200));
    const limitedOnA = await send(a);
    const limitedOnB = await send(b);
    expect([limitedOnA.statusCode, limitedOnB.statusCode]).toEqual([429, 429]);
    expect(Number(limitedOnB.headers['retry-after'])).toBeGreaterThan(0);
    expect(await redis.keys(`*${email}*`)).not.toEqual([]);
  });
});
