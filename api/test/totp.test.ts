/**
 * The administrators' second factor (issue 19): enrolment in 'Drošība' (/api/admin/totp…), the
 * sign-in that asks for the code, recovery codes that work once, the audit rows, and the rule that
 * makes it required in production (NODE_ENV=production): until it is on, every other /api/admin
 * call answers 403.
 */
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_CLIENT } from '@portal/contracts/constants';
import { OAUTH_ERROR_MESSAGES } from '@portal/contracts/messages';
import { RECOVERY_CODE_COUNT, SECURITY_MESSAGES } from '@portal/contracts/schemas/admin/security';
import { runAdminCommand } from '../src/admin/commands';
import { createProviderSignIn, linkProviderIdentity } from '../src/auth/providerSignIns';
import { auditLog, recoveryCodes } from '../src/db/schema';
import { completeSignIn } from '../src/modules/sso/signIn';
import { SIGN_IN_THROTTLE } from '../src/modules/oauth/throttle';
import { createLocalStorage } from '../src/storage/local';
import { freshIp, insertAdmin, insertTeacher, userByEmail } from './helpers/accounts';
import { createTestContext, json, useTestContext, type TestContext } from './helpers/app';
import { PASSWORD } from './helpers/fixtures';

const t = useTestContext();

type Inject = TestContext['app']['inject'];
type Response = Awaited<ReturnType<Inject>>;

let unique = 0;
const fresh = (name: string) => `${name}.${process.pid}.${++unique}@portal.test`;

function signIn(
  context: TestContext,
  email: string,
  extra: Record<string, string> = {},
  from = freshIp(),
): Promise<Response> {
  return context.app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: from,
    payload: {
      grant_type: 'password',
      client_id: BROWSER_CLIENT.id,
      client_secret: BROWSER_CLIENT.secret,
      username: email,
      password: PASSWORD,
      ...extra,
    },
  });
}

const post = (context: TestContext, token: string, url: string, payload: Record<string, unknown> = {}) =>
  context.app.inject({ method: 'POST', url, headers: context.auth(token), payload });

/** The code the app shows now, or `steps` periods later (the next code, for a second sign-in). */
const codeFor = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function auditRows(userId: number, action: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.itemType, 'user'), eq(auditLog.itemId, String(userId)), eq(auditLog.action, action)));
}

/** An administrator of their own with TOTP on (through the API), and their recovery codes. */
async function enrolledAdmin(context: TestContext = t) {
  const admin = await insertAdmin(context.db, fresh('admins'));
  const token = await context.tokenFor(admin.id);
  const setup = await post(context, token, '/api/admin/totp/setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = json<{ data: { secret: string } }>(setup).data;
  const enable = await post(context, token, '/api/admin/totp/enable', { code: await codeFor(secret) });
  expect(enable.statusCode, enable.body).toBe(200);
  const codes = json<{ data: { recovery_codes: string[] } }>(enable).data.recovery_codes;
  return { admin, token, secret, codes };
}

describe('enrolment', () => {
  it('makes a key with its QR code, turns on with the first code and shows ten recovery codes once', async () => {
    const admin = await insertAdmin(t.db, fresh('ilze'));
    const token = await t.tokenFor(admin.id);

    const before = await t.app.inject({ url: '/api/admin/totp', headers: t.auth(token) });
    expect(json(before)).toEqual({
      data: { enabled: false, enabled_at: null, pending: false, required: false, recovery_codes_left: 0 },
    });

    const setup = await post(t, token, '/api/admin/totp/setup');
    expect(setup.statusCode).toBe(200);
    const key = json<{ data: { secret: string; uri: string; qr_svg: string } }>(setup).data;
    expect(key.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(key.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(key.secret);
    expect(uri.searchParams.get('issuer')).toBe('Mācību materiālu portāls');
    expect(decodeURIComponent(uri.pathname)).toContain(admin.email);
    expect(key.qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect((await userByEmail(t.db, admin.email))?.totpSecret).toBe(key.secret);
    // Not on until a code confirms it: signing in asks no code meanwhile.
    expect(json(await t.app.inject({ url: '/api/admin/totp', headers: t.auth(token) }))).toMatchObject({
      data: { enabled: false, pending: true },
    });
    expect((await signIn(t, admin.email)).statusCode).toBe(200);

    const wrong = await post(t, token, '/api/admin/totp/enable', { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong)).toMatchObject({ errors: { code: [SECURITY_MESSAGES.codeWrong] } });
    const malformed = await post(t, token, '/api/admin/totp/enable', { code: '12a' });
    expect(json(malformed)).toMatchObject({ errors: { code: [SECURITY_MESSAGES.codeFormat] } });
    expect((await userByEmail(t.db, admin.email))?.totpEnabledAt).toBeNull();
    expect(await auditRows(admin.id, 'user.totp_enable')).toHaveLength(0);

    const enable = await post(t, token, '/api/admin/totp/enable', { code: await codeFor(key.secret) });
    expect(enable.statusCode, enable.body).toBe(200);
    const { recovery_codes: codes, status } = json<{
      data: { recovery_codes: string[]; status: Record<string, unknown> };
    }>(enable).data;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(status).toMatchObject({ enabled: true, pending: false, recovery_codes_left: RECOVERY_CODE_COUNT });
    // Only hashes are stored.
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, admin.id));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    for (const row of stored) expect(codes.join(' ')).not.toContain(row.codeHash);
    expect(stored.map((row) => row.codeHash).join(' ')).not.toContain(codes[0]!.replace('-', ''));

    const rows = await auditRows(admin.id, 'user.totp_enable');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.id,
      before: { totp_enabled: false },
      after: { totp_enabled: true },
    });

    const again = await post(t, token, '/api/admin/totp/enable', { code: await codeFor(key.secret, 1) });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ message: SECURITY_MESSAGES.alreadyOn });
  });

  it('is for administrators only: 401 without a session, 403 for a teacher, changing nothing', async () => {
    const teacher = await t.teacherTokens();
    expect((await t.app.inject({ url: '/api/admin/totp' })).statusCode).toBe(401);
    for (const url of ['/api/admin/totp/setup', '/api/admin/totp/enable', '/api/admin/totp/disable']) {
      expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
      expect((await post(t, teacher.anna, url, { code: '123456' })).statusCode).toBe(403);
    }
    expect((await userByEmail(t.db, t.fixtures.users.anna.email))?.totpSecret).toBeNull();
  });

  it('enable without a key waiting answers 409 and says what to do first', async () => {
    const admin = await insertAdmin(t.db, fresh('bez.atslegas'));
    const res = await post(t, await t.tokenFor(admin.id), '/api/admin/totp/enable', { code: '123456' });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toEqual({ message: SECURITY_MESSAGES.notPending });
  });
});

describe('signing in with the second factor', () => {
  it('asks for the code after the right password, refuses a wrong one, and accepts a current code once', async () => {
    const { admin, secret } = await enrolledAdmin();

    const asked = await signIn(t, admin.email);
    expect(asked.statusCode).toBe(400);
    expect(json(asked)).toMatchObject({ error: 'totp_required', message: OAUTH_ERROR_MESSAGES.totp_required });
    // A wrong password still says only that.
    const wrongPassword = await signIn(t, admin.email, { password: 'Nepareiza1', totp: await codeFor(secret) });
    expect(json(wrongPassword)).toMatchObject({ error: 'invalid_credentials' });

    const wrong = await signIn(t, admin.email, { totp: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ error: 'totp_invalid', message: OAUTH_ERROR_MESSAGES.totp_invalid });

    const code = await codeFor(secret, 1);
    const ok = await signIn(t, admin.email, { totp: code.replace(/(\d{3})/, '$1 ') });
    expect(ok.statusCode, ok.body).toBe(200);
    const token = json<{ access_token: string }>(ok).access_token;
    expect(json(await t.app.inject({ url: '/api/user', headers: t.auth(token) }))).toMatchObject({
      data: { id: admin.id },
    });
    // The same code again (someone who saw it) is refused, and so is any earlier one.
    expect(json(await signIn(t, admin.email, { totp: code }))).toMatchObject({ error: 'totp_invalid' });
    expect(json(await signIn(t, admin.email, { totp: await codeFor(secret) }))).toMatchObject({
      error: 'totp_invalid',
    });
  });

  it('accepts each recovery code once, with an audit row', async () => {
    const { admin, codes } = await enrolledAdmin();
    const ok = await signIn(t, admin.email, { recovery_code: codes[3]!.toUpperCase() });
    expect(ok.statusCode, ok.body).toBe(200);
    const rows = await auditRows(admin.id, 'user.totp_recovery_use');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: admin.id, actorLabel: `Admins ${admin.lastName} <${admin.email}>` });

    const again = await signIn(t, admin.email, { recovery_code: codes[3]! });
    expect(json(again)).toMatchObject({ error: 'totp_invalid' });
    expect(json(await signIn(t, admin.email, { recovery_code: 'aaaaa-bbbbb' }))).toMatchObject({
      error: 'totp_invalid',
    });
    expect(await auditRows(admin.id, 'user.totp_recovery_use')).toHaveLength(1);
    const status = await t.app.inject({ url: '/api/admin/totp', headers: t.auth(await t.tokenFor(admin.id)) });
    expect(json(status)).toMatchObject({ data: { recovery_codes_left: RECOVERY_CODE_COUNT - 1 } });
  });

  it('counts wrong codes as failed sign-ins: after three at one address the captcha is asked', async () => {
    const { admin, secret } = await enrolledAdmin();
    const cafe = freshIp();
    for (let i = 0; i < SIGN_IN_THROTTLE.pair.captchaAt; i++) {
      expect(json(await signIn(t, admin.email, { totp: `00000${i}` }, cafe))).toMatchObject({ error: 'totp_invalid' });
    }
    const next = await signIn(t, admin.email, { totp: await codeFor(secret) }, cafe);
    expect(json(next)).toMatchObject({ error: 'captcha_required' });
    // Asking for the code is not a failure: an address that only got `totp_required` is not held back.
    const home = freshIp();
    for (let i = 0; i < SIGN_IN_THROTTLE.pair.captchaAt + 1; i++)
      expect(json(await signIn(t, admin.email, {}, home))).toMatchObject({ error: 'totp_required' });
    // (The enrolment used the current code: the next one is the first unused.)
    expect((await signIn(t, admin.email, { totp: await codeFor(secret, 1) }, home)).statusCode).toBe(200);
  });

  it('a school-platform sign-in of an account with TOTP on is refused: password and code instead', async () => {
    const { admin } = await enrolledAdmin();
    const subject = `sub-${unique}`;
    await linkProviderIdentity(t.db, admin.id, 'mykoob', subject);
    const profile = { provider: 'mykoob' as const, subject, email: admin.email, firstName: 'A', lastName: 'B' };
    await expect(completeSignIn(t.db, { ...profile, emailVerified: true })).rejects.toMatchObject({
      statusCode: 403,
      message: SECURITY_MESSAGES.ssoRefused,
    });
    const { token } = await createProviderSignIn(t.db, profile);
    const social = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress: freshIp(),
      payload: { grant_type: 'social', network: 'mykoob', access_token: token },
    });
    expect(social.statusCode).toBe(403);
    expect(json(social)).toMatchObject({ error: 'access_denied', message: SECURITY_MESSAGES.ssoRefused });
  });

  it('a teacher signs in as before: no code asked', async () => {
    const email = fresh('skolotaja');
    await insertTeacher(t.db, email);
    expect((await signIn(t, email)).statusCode).toBe(200);
  });
});

describe('turning off, new recovery codes, another app', () => {
  it('turns off with a current code (not with a wrong one), with one audit row', async () => {
    const { admin, token, secret } = await enrolledAdmin();
    const wrong = await post(t, token, '/api/admin/totp/disable', { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong)).toMatchObject({ errors: { code: [SECURITY_MESSAGES.codeWrong] } });
    const nothing = await post(t, token, '/api/admin/totp/disable', {});
    expect(json(nothing)).toMatchObject({ errors: { code: [SECURITY_MESSAGES.codeOrRecoveryRequired] } });
    expect((await userByEmail(t.db, admin.email))?.totpEnabledAt).not.toBeNull();

    const off = await post(t, token, '/api/admin/totp/disable', { code: await codeFor(secret, 1) });
    expect(off.statusCode, off.body).toBe(200);
    expect(json(off)).toMatchObject({ data: { enabled: false, pending: false, recovery_codes_left: 0 } });
    const row = await userByEmail(t.db, admin.email);
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, admin.id))).toHaveLength(0);
    expect(await auditRows(admin.id, 'user.totp_disable')).toHaveLength(1);
    expect((await signIn(t, admin.email)).statusCode).toBe(200);
    expect((await post(t, token, '/api/admin/totp/disable', { code: '123456' })).statusCode).toBe(409);
  });

  it('gives ten new recovery codes; the old ones stop working', async () => {
    const { admin, token, codes } = await enrolledAdmin();
    const renewed = await post(t, token, '/api/admin/totp/recovery-codes', { recovery_code: codes[0] });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = json<{ data: { recovery_codes: string[] } }>(renewed).data.recovery_codes;
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    expect(fresh.some((code) => codes.includes(code))).toBe(false);
    expect(json(await signIn(t, admin.email, { recovery_code: codes[1]! }))).toMatchObject({ error: 'totp_invalid' });
    expect((await signIn(t, admin.email, { recovery_code: fresh[1]! })).statusCode).toBe(200);
    expect(await auditRows(admin.id, 'user.totp_recovery_codes')).toHaveLength(1);
  });

  it('moves to another app only with proof of the current one; the old key stops at once', async () => {
    const { admin, token, secret } = await enrolledAdmin();
    const unproved = await post(t, token, '/api/admin/totp/setup', {});
    expect(unproved.statusCode).toBe(422);
    expect((await userByEmail(t.db, admin.email))?.totpSecret).toBe(secret);

    const moved = await post(t, token, '/api/admin/totp/setup', { code: await codeFor(secret, 1) });
    expect(moved.statusCode, moved.body).toBe(200);
    const next = json<{ data: { secret: string } }>(moved).data.secret;
    expect(next).not.toBe(secret);
    expect(await auditRows(admin.id, 'user.totp_replace')).toHaveLength(1);
    const enable = await post(t, token, '/api/admin/totp/enable', { code: await codeFor(next) });
    expect(enable.statusCode, enable.body).toBe(200);
    expect(json(await signIn(t, admin.email, { totp: await codeFor(secret, -1) }))).toMatchObject({
      error: 'totp_invalid',
    });
    expect((await signIn(t, admin.email, { totp: await codeFor(next, 1) })).statusCode).toBe(200);
  });
});

describe('user:totp-reset (a lost phone and lost recovery codes)', () => {
  it('removes the second factor on the command line, ends the sessions, with an audit row', async () => {
    const { admin, token } = await enrolledAdmin();
    const context = {
      handle: t.database.handle,
      storage: createLocalStorage(t.config.dataDir),
      publicUrl: t.config.publicUrl,
    };
    const lines = await runAdminCommand(context, 'user:totp-reset', { email: admin.email.toUpperCase() });
    expect(lines[0]).toContain('divpakāpju pārbaude noņemta');
    expect(await userByEmail(t.db, admin.email)).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, admin.id))).toHaveLength(0);
    expect((await t.app.inject({ url: '/api/user', headers: t.auth(token) })).statusCode).toBe(401);
    expect((await signIn(t, admin.email)).statusCode).toBe(200);
    const rows = await auditRows(admin.id, 'user.totp_reset');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: null, actorLabel: 'komandrinda' });
    expect(await runAdminCommand(context, 'user:totp-reset', { email: admin.email })).toEqual([
      `Lietotājam ${admin.email} divpakāpju pārbaude nav iestatīta; nekas netika mainīts.`,
    ]);
    expect(await auditRows(admin.id, 'user.totp_reset')).toHaveLength(1);
  });
});

describe('required in production (NODE_ENV=production)', () => {
  let prod: TestContext;
  beforeAll(async () => {
    prod = await createTestContext({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => prod?.close());

  it('answers 403 from every other /api/admin call until the administrator turns it on', async () => {
    const admin = await insertAdmin(prod.db, fresh('jauns.admins'));
    const token = await prod.tokenFor(admin.id);
    const refused = await prod.app.inject({ url: '/api/admin/users', headers: prod.auth(token) });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ message: SECURITY_MESSAGES.required, code: 'totp_required' });
    const approve = await prod.app.inject({
      method: 'POST',
      url: `/api/admin/users/${prod.fixtures.users.unapproved.id}/approve`,
      headers: prod.auth(token),
    });
    expect(approve.statusCode).toBe(403);
    expect((await userByEmail(prod.db, prod.fixtures.users.unapproved.email))?.approvedAt).toBeNull();

    const status = await prod.app.inject({ url: '/api/admin/totp', headers: prod.auth(token) });
    expect(json(status)).toMatchObject({ data: { enabled: false, required: true } });
    // A teacher still gets the administrators-only answer, not the second-factor one.
    const teacher = await prod.app.inject({
      url: '/api/admin/users',
      headers: prod.auth((await prod.teacherTokens()).anna),
    });
    expect(teacher.statusCode).toBe(403);
    expect(json(teacher).code).toBeUndefined();

    const setup = await post(prod, token, '/api/admin/totp/setup');
    const { secret } = json<{ data: { secret: string } }>(setup).data;
    expect((await post(prod, token, '/api/admin/totp/enable', { code: await codeFor(secret) })).statusCode).toBe(200);
    expect((await prod.app.inject({ url: '/api/admin/users', headers: prod.auth(token) })).statusCode).toBe(200);

    // Required: it can be moved to another app, never turned off.
    const off = await post(prod, token, '/api/admin/totp/disable', { code: await codeFor(secret, 1) });
    expect(off.statusCode).toBe(403);
    expect(json(off)).toEqual({ message: SECURITY_MESSAGES.cannotDisable });
    expect((await userByEmail(prod.db, admin.email))?.totpEnabledAt).not.toBeNull();
  });

  it('is optional in the demo: an administrator without it uses /api/admin as before', async () => {
    const admin = await insertAdmin(t.db, fresh('demo.admins'));
    const res = await t.app.inject({ url: '/api/admin/users', headers: t.auth(await t.tokenFor(admin.id)) });
    expect(res.statusCode).toBe(200);
  });
});
