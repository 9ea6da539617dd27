/**
 * Sign-in throttling that protects without locking out (issue 17, OWASP ASVS V2.2.1): failed
 * passwords make the sign-in ask for the captcha, a guessing run gets nowhere, and the real
 * teacher signs in from her own address all the while. Every case uses its own addresses and
 * account, since the counters live as long as the app.
 */
import { describe, expect, it } from 'vitest';
import { BROWSER_CLIENT } from '@portal/contracts/constants';
import { OAUTH_ERROR_MESSAGES } from '@portal/contracts/messages';
import { SIGN_IN_THROTTLE, ACCOUNT_REFUSED } from '../src/modules/oauth/throttle';
import { useTestContext, json } from './helpers/app';
import { freshIp, insertTeacher, mailsTo } from './helpers/accounts';
import { solvedCaptcha } from './helpers/captcha';
import { PASSWORD } from './helpers/fixtures';

const t = useTestContext();

interface Attempt {
  email: string;
  password: string;
  from: string;
  captcha?: string;
  remember?: string;
}

function signIn({ email, password, from, captcha, remember }: Attempt) {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: from,
    payload: {
      grant_type: 'password',
      client_id: BROWSER_CLIENT.id,
      client_secret: BROWSER_CLIENT.secret,
      username: email,
      password,
      ...(captcha ? { g_recaptcha_response: captcha } : {}),
      ...(remember ? { remember } : {}),
    },
  });
}

const errorOf = (res: Awaited<ReturnType<typeof signIn>>) => json<{ error?: string; message?: string }>(res);

/** A teacher of her own (so no other case's failures count for her) who signed in once at home. */
async function teacherAtHome(name: string) {
  const email = `${name}@skola.lv`;
  await insertTeacher(t.db, email);
  const home = freshIp();
  expect((await signIn({ email, password: PASSWORD, from: home })).statusCode).toBe(200);
  return { email, home };
}

describe('sign-in throttling', () => {
  it('asks for the captcha after three wrong passwords at one address, and checks no password without it', async () => {
    const { email } = await teacherAtHome('marta');
    const cafe = freshIp();
    for (let i = 0; i < SIGN_IN_THROTTLE.pair.captchaAt; i++) {
      const wrong = await signIn({ email, password: `Nepareiza${i}`, from: cafe });
      expect(errorOf(wrong).error).toBe('invalid_credentials');
    }
    // The right password without the captcha gets no token: the answer says nothing about the password.
    const asked = await signIn({ email, password: PASSWORD, from: cafe });
    expect(asked.statusCode).toBe(400);
    expect(errorOf(asked)).toMatchObject({ error: 'captcha_required', message: OAUTH_ERROR_MESSAGES.captcha_required });
    const forged = await signIn({ email, password: PASSWORD, from: cafe, captcha: 'bm90IGEgc29sdXRpb24=' });
    expect(errorOf(forged)).toMatchObject({
      error: 'captcha_invalid',
      message: 'Drošības pārbaude neizdevās. Mēģini vēlreiz.',
    });
    // With the captcha solved, she is in.
    const solved = await signIn({ email, password: PASSWORD, from: cafe, captcha: await solvedCaptcha(t.app) });
    expect(solved.statusCode, solved.body).toBe(200);
  });

  it('a guessing run of 1,000 passwords from many addresses gets nowhere, while the teacher signs in from home', async () => {
    const { email, home } = await teacherAtHome('ilze');
    const statuses = new Map<number, number>();
    const codes = new Set<string>();
    let teacherSignIns = 0;
    for (let i = 0; i < 1000; i++) {
      // The right password is among the guesses: it must not get through either.
      const password = i === 500 ? PASSWORD : `Minējums${i}`;
      const res = await signIn({ email, password, from: `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}` });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      codes.add(errorOf(res).error ?? 'token');
      if (i % 100 === 50) {
        const teacher = await signIn({ email, password: PASSWORD, from: home });
        expect(teacher.statusCode, teacher.body).toBe(200);
        teacherSignIns += 1;
      }
    }
    expect(codes.has('token')).toBe(false);
    // Five passwords were tried; every other guess was asked for the captcha and checked nothing.
    expect(Object.fromEntries(statuses)).toEqual({
      401: SIGN_IN_THROTTLE.account.captchaAt,
      400: 1000 - SIGN_IN_THROTTLE.account.captchaAt,
    });
    expect(teacherSignIns).toBe(10);
    // At a new address she is asked for the captcha, and with it she is in: asked, never refused.
    const newPlace = freshIp();
    expect(errorOf(await signIn({ email, password: PASSWORD, from: newPlace })).error).toBe('captcha_required');
    const withCaptcha = await signIn({
      email,
      password: PASSWORD,
      from: newPlace,
      captcha: await solvedCaptcha(t.app),
    });
    expect(withCaptcha.statusCode).toBe(200);
  });

  it('a guessing run from one address is stopped there, and the teacher is not', async () => {
    const { email, home } = await teacherAtHome('rasma');
    const attacker = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 1000 && statuses.at(-1) !== 429; i++) {
      statuses.push((await signIn({ email, password: `Minējums${i}`, from: attacker })).statusCode);
    }
    // Three wrong passwords, then captcha questions until the address's attempts run out.
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(new Set(statuses.slice(3, -1))).toEqual(new Set([400]));
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBeLessThanOrEqual(31);
    expect((await signIn({ email, password: PASSWORD, from: home })).statusCode).toBe(200);
  });

  it('an attacker who solves every captcha gets ten guesses an address, and one hundred an hour from anywhere', async () => {
    const { email, home } = await teacherAtHome('daina');
    const first = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_THROTTLE.pair.refuseAt + 1; i++) {
      const captcha = await solvedCaptcha(t.app);
      statuses.push((await signIn({ email, password: `Minējums${i}`, from: first, captcha })).statusCode);
    }
    expect(statuses).toEqual([...Array(SIGN_IN_THROTTLE.pair.refuseAt).fill(401), 429]);
    // The right password from that address is refused too (only there, only for this account).
    const refused = await signIn({ email, password: PASSWORD, from: first, captcha: await solvedCaptcha(t.app) });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another teacher at that address is asked for the captcha (ten failures there), and gets in with it.
    const anna = await signIn({
      email: 'anna@example.lv',
      password: PASSWORD,
      from: first,
      captcha: await solvedCaptcha(t.app),
    });
    expect(anna.statusCode).toBe(200);

    // Up to the account's ceiling from other addresses, ten each.
    for (let n = SIGN_IN_THROTTLE.pair.refuseAt; n < SIGN_IN_THROTTLE.account.refuseAt;) {
      const from = freshIp();
      for (let i = 0; i < SIGN_IN_THROTTLE.pair.refuseAt && n < SIGN_IN_THROTTLE.account.refuseAt; i++, n++) {
        const res = await signIn({ email, password: `Vēl${n}`, from, captcha: await solvedCaptcha(t.app) });
        expect(res.statusCode).toBe(401);
      }
    }
    const unknown = await signIn({ email, password: PASSWORD, from: freshIp(), captcha: await solvedCaptcha(t.app) });
    expect(unknown.statusCode).toBe(429);
    expect(errorOf(unknown)).toMatchObject({ error: 'too_many_requests', message: ACCOUNT_REFUSED });
    // Her own address is never refused because of failures elsewhere, and asks no captcha.
    expect((await signIn({ email, password: PASSWORD, from: home })).statusCode).toBe(200);
  }, 180_000);

  it('asks for the captcha at an address that failed on many accounts (a password spray)', async () => {
    const sprayer = freshIp();
    for (let i = 0; i < SIGN_IN_THROTTLE.address.captchaAt; i++) {
      expect((await signIn({ email: `spray${i}@skola.lv`, password: 'Parole123', from: sprayer })).statusCode).toBe(
        401,
      );
    }
    const next = await signIn({ email: 'janis@example.lv', password: PASSWORD, from: sprayer });
    expect(errorOf(next).error).toBe('captcha_required');
  });

  it('mails the teacher once when her account sees many failed sign-ins', async () => {
    const { email } = await teacherAtHome('ieva');
    for (let i = 0; i < SIGN_IN_THROTTLE.account.alertAt * 2; i++) {
      const from = freshIp();
      await signIn({ email, password: `Minējums${i}`, from, captcha: await solvedCaptcha(t.app) });
    }
    await t.deliverMail();
    const warnings = mailsTo(t.mails, email).filter(
      (m) => m.subject === 'Neveiksmīgi pierakstīšanās mēģinājumi tavā kontā',
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.text).toContain('Aizmirsi paroli?');
    // Guessing at an address without an account mails nobody.
    for (let i = 0; i < SIGN_IN_THROTTLE.account.alertAt; i++) {
      await signIn({
        email: 'nav-tada@skola.lv',
        password: `Minējums${i}`,
        from: freshIp(),
        captcha: await solvedCaptcha(t.app),
      });
    }
    await t.deliverMail();
    expect(mailsTo(t.mails, 'nav-tada@skola.lv')).toHaveLength(0);
  });
});
