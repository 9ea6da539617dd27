/**
 * POST /api/auth/verify/{token} (confirmed, already confirmed, expired, forged, replaced) and
 * POST /api/auth/verify/resend (the same answer for every address, a mail only for an existing
 * unconfirmed account, the per-address and per-client limits).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fieldMessage } from '@portal/contracts/messages';
import { hashToken } from '../src/auth/tokens';
import { users, verificationTokens } from '../src/db/schema';
import { issueEmailToken } from '../src/modules/accounts/emailTokens';
import { RESEND_LIMITS } from '../src/modules/accounts/limits';
import { freshIp, linkIn, mailsTo, tokenOf, userByEmail } from './helpers/accounts';
import { useTestContext, json } from './helpers/app';
import { solvedCaptcha } from './helpers/captcha';

const PUBLIC_URL = 'http://portal.test';
const RESENT = 'Uz norādīto epastu ir nosūtīta jauna apstiprinājuma saite. Lūdzu, atver epastu un nospied uz saites.';

const t = useTestContext();

/** Registers by e-mail and returns the token of the confirmation link in the mail. */
async function registerAndGetToken(email: string): Promise<{ id: number; token: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: freshIp(),
    payload: {
      first_name: 'Jana',
      last_name: 'Apstiprina',
      email,
      password: 'Parole123',
      password_confirmed: 'Parole123',
      note: 'Nav platformas konta.',
      terms: true,
      g_recaptcha_response: await solvedCaptcha(t.app),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  await t.deliverMail();
  const mail = mailsTo(t.mails, email).at(-1);
  return { id: json<{ data: { id: number } }>(res).data.id, token: tokenOf(linkIn(mail!, PUBLIC_URL, '/verify/')) };
}

const verify = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/auth/verify/${encodeURIComponent(token)}` });

describe('POST /api/auth/verify/{token}', () => {
  it('confirms the address once; the same link again says it is confirmed already', async () => {
    const { id, token } = await registerAndGetToken('jana@skola.lv');
    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual({
      status: 'success',
      message:
        'E-pasta adrese ir apstiprināta. Kad administrators apstiprinās kontu, saņemsi e-pastu un varēsi pierakstīties.',
      code: 'auth.verification.verified',
    });
    const user = await userByEmail(t.db, 'jana@skola.lv');
    expect(user?.id).toBe(id);
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    const [row] = await t.db
      .select()
      .from(verificationTokens)
      .where(eq(verificationTokens.tokenHash, hashToken(token)));
    expect(row?.usedAt).toBeInstanceOf(Date);

    const again = await verify(token);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual({
      status: 'success',
      message: 'E-pasta adrese jau ir apstiprināta.',
      code: 'auth.verification.already_verified',
    });
    // The first confirmation stands.
    expect((await userByEmail(t.db, 'jana@skola.lv'))?.emailVerifiedAt).toEqual(user?.emailVerifiedAt);
  });

  it('tells an approved teacher they may sign in now', async () => {
    const { id, token } = await registerAndGetToken('apstiprinata@skola.lv');
    await t.db.update(users).set({ approvedAt: new Date() }).where(eq(users.id, id));
    const res = await verify(token);
    expect(json(res)).toEqual({
      status: 'success',
      message: 'E-pasta adrese ir apstiprināta. Vari pierakstīties.',
      code: 'auth.verification.verified',
    });
  });

  it('answers 410 for an expired link and leaves the address unconfirmed', async () => {
    const { id, token } = await registerAndGetToken('nokavejusi@skola.lv');
    await t.db
      .update(verificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationTokens.userId, id));
    const res = await verify(token);
    expect(res.statusCode).toBe(410);
    expect(json(res)).toEqual({
      status: 'fail',
      message: 'Apstiprinājuma saitei ir beidzies derīguma termiņš. Pieprasi jaunu saiti.',
      code: 'auth.verification.expired',
    });
    expect((await userByEmail(t.db, 'nokavejusi@skola.lv'))?.emailVerifiedAt).toBeNull();
  });

  it('answers 404 for a forged, malformed or overlong token', async () => {
    const invalid = {
      status: 'fail',
      message: 'Apstiprinājuma saite nav derīga. Izmanto jaunāko saiti no e-pasta vai pieprasi jaunu.',
      code: 'auth.verification.invalid',
    };
    for (const token of ['A'.repeat(43), 'x', 'ā%20b', 'a.b', 'a'.repeat(150)]) {
      const res = await verify(token);
      expect(res.statusCode, token).toBe(404);
      expect(json(res)).toEqual(invalid);
    }
    // Longer than any route parameter: the router refuses it (400, in Latvian), never a 500.
    const huge = await verify('a'.repeat(300));
    expect(huge.statusCode).toBe(400);
    expect(json(huge)).toEqual({ message: 'Nederīgs pieprasījums.' });
  });
});

describe('POST /api/auth/verify/resend', () => {
  const resend = (payload: unknown, remoteAddress = freshIp()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/verify/resend', payload: payload as object, remoteAddress });

  it('answers the same for an unknown, a confirmed and an unconfirmed address, and mails only the last', async () => {
    const unconfirmed = t.fixtures.users.unverified.email;
    const before = t.mails.length;
    const answers = [];
    for (const email of ['neviens@skola.lv', 'anna@example.lv', unconfirmed.toUpperCase()]) {
      const res = await resend({ email });
      answers.push({ status: res.statusCode, body: res.body, type: res.headers['content-type'] });
    }
    expect(answers[0]).toEqual({
      status: 200,
      body: JSON.stringify({ status: 'success', message: RESENT }),
      type: 'application/json; charset=utf-8',
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    await t.deliverMail();
    const sent = t.mails.slice(before);
    expect(sent.map((mail) => mail.to)).toEqual([unconfirmed]);
    expect(sent[0]?.subject).toBe('Apstiprini savu e-pasta adresi');
  });

  it('replaces the older links: only the newest one confirms', async () => {
    const { token: first } = await registerAndGetToken('aizmarsiga@skola.lv');
    expect((await resend({ email: 'aizmarsiga@skola.lv' })).statusCode).toBe(200);
    await t.deliverMail();
    const newest = tokenOf(linkIn(mailsTo(t.mails, 'aizmarsiga@skola.lv').at(-1)!, PUBLIC_URL, '/verify/'));
    expect(newest).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(404);
    const res = await verify(newest);
    expect(res.statusCode).toBe(200);
    expect(json<{ code: string }>(res).code).toBe('auth.verification.verified');
  });

  it('confirms through a token issued directly, too (the link is all that matters)', async () => {
    const token = await issueEmailToken(t.db, 'verification', t.fixtures.users.unverified.id);
    expect(json<{ code: string }>(await verify(token)).code).toBe('auth.verification.verified');
  });

  it('checks the address (422 on email)', async () => {
    for (const [payload, message] of [
      [{ email: 'nav-epasts' }, fieldMessage('email', 'email')],
      [{}, 'Obligāti jāaizpilda e-pasts.'],
      [{ email: 5 }, fieldMessage('string', 'email')],
    ] as const) {
      const res = await resend(payload);
      expect(res.statusCode).toBe(422);
      expect(json(res)).toEqual({ message: 'Norādītie dati nav derīgi.', errors: { email: [message] } });
    }
  });

  it(`sends at most ${RESEND_LIMITS.perEmail.max} per address in 15 minutes, known or not, whatever the client`, async () => {
    for (const email of ['limits@skola.lv', 'liga@example.lv']) {
      for (let i = 0; i < RESEND_LIMITS.perEmail.max; i++) expect((await resend({ email })).statusCode).toBe(200);
      const limited = await resend({ email: email.toUpperCase() });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(RESEND_LIMITS.perEmail.timeWindow / 1000 - 60);
      expect(json(limited)).toEqual({ message: 'Pārāk daudz pieprasījumu. Mēģini vēlāk.' });
    }
  });

  it(`takes at most ${RESEND_LIMITS.perIp.max} requests in 15 minutes from one client`, async () => {
    const ip = freshIp();
    for (let i = 0; i < RESEND_LIMITS.perIp.max; i++)
      expect((await resend({ email: `klients${i}@skola.lv` }, ip)).statusCode).toBe(200);
    const limited = await resend({ email: 'vel.viens@skola.lv' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
