/**
 * The account journeys over real SMTP: the portal runs with SMTP_URL pointing at a local SMTP
 * server, and the tests follow the links in the mails that arrive there, as a teacher would.
 * Register → confirm from the mail → approved by an administrator (the API call, and the
 * `user:approve` command) → the password grant works, refused with access_denied before. And a
 * forgotten password, from the mail's link to the "password changed" mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_CLIENT } from '@portal/contracts/constants';
import { runAdminCommand } from '../src/admin/commands';
import { createLocalStorage } from '../src/storage/local';
import { freshIp, insertAdmin, multipartBody, PNG, tokenOf, userByEmail } from './helpers/accounts';
import { json, useTestContext } from './helpers/app';
import { solvedCaptcha } from './helpers/captcha';
import { portalLink, startSmtpServer, type ReceivedMail, type SmtpTestServer } from './support/smtpServer';

const PUBLIC_URL = 'http://portal.test';
const ADMIN = 'administrators@portal.test';

let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp?.close());
// After the SMTP server (its URL is known once it runs) and closed before it.
const t = useTestContext(() => ({
  env: { SMTP_URL: smtp.url, MAIL_FROM: 'Mācību materiālu portāls <noreply@portal.test>' },
  realMailer: true,
}));
let adminToken: string;

beforeAll(async () => {
  adminToken = await t.tokenFor((await insertAdmin(t.db, ADMIN)).id);
});

const mailTo = (to: string, subject: string) =>
  smtp.waitForMail((mail) => mail.to.includes(to) && mail.subject === subject);

function link(mail: ReceivedMail, path: string): string {
  const found = portalLink(mail, PUBLIC_URL, path);
  if (!found) throw new Error(`no ${path} link in ${mail.text}`);
  return found;
}

const signIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: freshIp(),
    payload: {
      grant_type: 'password',
      client_id: BROWSER_CLIENT.id,
      client_secret: BROWSER_CLIENT.secret,
      scope: '',
      username: email,
      password,
    },
  });

async function registration(email: string) {
  return {
    first_name: 'Ilze',
    last_name: 'Ceļotāja',
    email,
    password: 'Celojums1',
    password_confirmed: 'Celojums1',
    school_id: String(t.fixtures.schools.liepaja.id),
    description: 'Ķīmijas skolotāja',
    note: 'Mūsu skola lieto tikai papīra dienasgrāmatas.',
    newsletter: '0',
    terms: '1',
    g_recaptcha_response: await solvedCaptcha(t.app),
  };
}

async function confirmFromMail(email: string) {
  const mail = await mailTo(email, 'Apstiprini savu e-pasta adresi');
  const verifyLink = link(mail, '/verify/');
  expect(verifyLink).toMatch(/^http:\/\/portal\.test\/verify\/[A-Za-z0-9_-]{43}$/);
  expect(mail.html).toContain(`href="${verifyLink}"`);
  const res = await t.app.inject({ method: 'POST', url: `/api/auth/verify/${tokenOf(verifyLink)}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(json<{ code: string }>(res).code).toBe('auth.verification.verified');
}

describe('registration by e-mail, over real SMTP', () => {
  it('registers, confirms from the mail, is approved by an administrator, then signs in', async () => {
    const email = 'ilze.celotaja@skola.lv';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: freshIp(),
      payload: await registration(email),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = json<{ data: { id: number } }>(res).data;

    const request = await mailTo(ADMIN, 'Reģistrācijas pieprasījums: Ilze Ceļotāja');
    expect(request.from).toBe('noreply@portal.test');
    expect(request.text).toContain('npm run portal -- user:approve --email ilze.celotaja@skola.lv');
    expect(request.text).toContain('Mūsu skola lieto tikai papīra dienasgrāmatas.');
    expect(request.text).toContain(`Skola: ${t.fixtures.schools.liepaja.title}`);
    expect(request.html).toContain('Ķīmijas skolotāja');

    const before = await signIn(email, 'Celojums1');
    expect(before.statusCode).toBe(403);
    expect(json<{ error: string }>(before).error).toBe('access_denied');

    await confirmFromMail(email);
    const unapproved = await signIn(email, 'Celojums1');
    expect(unapproved.statusCode).toBe(403);
    expect(json<{ error: string }>(unapproved).error).toBe('access_denied');

    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/approve`,
      headers: t.auth(adminToken),
    });
    expect(json(approve)).toMatchObject({ data: { id, verified: true, enabled: true } });
    const approved = await mailTo(email, 'Tavs konts ir apstiprināts');
    expect(link(approved, '/login')).toBe(`${PUBLIC_URL}/login`);

    const after = await signIn(email, 'Celojums1');
    expect(after.statusCode, after.body).toBe(200);
    expect(json<{ access_token: string }>(after).access_token).toEqual(expect.any(String));
  });

  it('registers with an avatar, and is approved by the operator’s command, which mails the teacher too', async () => {
    const email = 'komandrinda@skola.lv';
    const body = await multipartBody(await registration(email), { name: 'es.png', type: 'image/png', data: PNG });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: freshIp(), ...body });
    expect(res.statusCode, res.body).toBe(201);
    expect((await userByEmail(t.db, email))?.avatarFileId).not.toBeNull();
    await confirmFromMail(email);
    expect(json<{ error: string }>(await signIn(email, 'Celojums1')).error).toBe('access_denied');

    // As the running portal runs `npm run portal -- user:approve`: the mail is queued with the
    // approval, and the portal's sender delivers it.
    const lines = await runAdminCommand(
      { handle: t.database.handle, storage: createLocalStorage(t.config.dataDir), publicUrl: t.config.publicUrl },
      'user:approve',
      { email },
    );
    expect(lines[0]).toBe(`Lietotājs ${email} apstiprināts.`);
    expect(lines[1]).toMatch(new RegExp(`^Paziņojums par apstiprināšanu uz ${email} ielikts nosūtāmo vēstuļu rindā`));
    await mailTo(email, 'Tavs konts ir apstiprināts');
    expect((await signIn(email, 'Celojums1')).statusCode).toBe(200);
  });
});

describe('a forgotten password, over real SMTP', () => {
  it('follows the link from the mail to a new password and the "password changed" mail', async () => {
    const email = t.fixtures.users.anna.email;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/email',
      remoteAddress: freshIp(),
      payload: { email },
    });
    expect(asked.statusCode).toBe(200);
    const mail = await mailTo(email, 'Paroles atjaunošana');
    const resetLink = new URL(link(mail, '/password/reset/'));
    expect(resetLink.searchParams.get('email')).toBe(email);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      remoteAddress: freshIp(),
      payload: {
        token: tokenOf(resetLink.toString()),
        email: resetLink.searchParams.get('email'),
        password: 'AnnasJauna2',
        password_confirmation: 'AnnasJauna2',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = await mailTo(email, 'Tava parole ir nomainīta');
    expect(changed.text).toContain('jāpierakstās no jauna');
    expect((await signIn(email, 'AnnasJauna2')).statusCode).toBe(200);
  });
});
