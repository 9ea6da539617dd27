/** POST /oauth/token, bearer tokens, GET /api/user, logout and the inbox counters. */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { BROWSER_CLIENT } from '@portal/contracts/constants';
import { OAUTH_ERROR_MESSAGES } from '@portal/contracts/messages';
import {
  CurrentUser,
  InboxStats,
  OAuthErrorBody,
  OAuthTokenResponse,
  single,
} from '@portal/contracts/schemas/entities';
import { hashToken, issueAccessToken } from '../src/auth/tokens';
import { accessTokens, users } from '../src/db/schema';
import { useTestContext, json } from './helpers/app';
import { PASSWORD } from './helpers/fixtures';

const t = useTestContext();

let ip = 0;
/** Each call from its own address, so the per-IP login limit only bites where a test wants it. */
const nextIp = () => `10.0.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

function tokenRequest(payload: Record<string, unknown>, options: { form?: boolean; remoteAddress?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress: options.remoteAddress ?? nextIp(),
    ...(options.form
      ? {
          payload: new URLSearchParams(payload as Record<string, string>).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }
      : { payload }),
  });
}

const login = (username: string, password: string, extra: Record<string, unknown> = {}) =>
  tokenRequest({
    grant_type: 'password',
    client_id: BROWSER_CLIENT.id,
    client_secret: BROWSER_CLIENT.secret,
    scope: '',
    username,
    password,
    ...extra,
  });

function expectOAuthError(
  res: { statusCode: number; body: string },
  status: number,
  code: keyof typeof OAUTH_ERROR_MESSAGES,
) {
  expect(res.statusCode, res.body).toBe(status);
  const body = JSON.parse(res.body) as Record<string, string>;
  expect(v.is(OAuthErrorBody, body)).toBe(true);
  expect(body.error).toBe(code);
  expect(body.message).toBe(OAUTH_ERROR_MESSAGES[code]);
}

describe('POST /oauth/token', () => {
  it('issues a bearer token for the right e-mail and password (JSON, as the browser sends it)', async () => {
    const res = await login('anna@example.lv', PASSWORD, { remember: '1' });
    expect(res.statusCode).toBe(200);
    const body = json<{ token_type: string; access_token: string; expires_in: number }>(res);
    expect(v.is(OAuthTokenResponse, body)).toBe(true);
    expect(body.expires_in).toBe(365 * 24 * 60 * 60);
    expect(res.headers['cache-control']).toBe('no-store');
    // Only a hash is stored.
    const stored = await t.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(body.access_token)));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(await t.db.select().from(accessTokens))).not.toContain(body.access_token);

    const me = await t.app.inject({ url: '/api/user', headers: t.auth(body.access_token) });
    expect(json<{ data: { email: string } }>(me).data.email).toBe('anna@example.lv');
  });

  it('accepts a form-urlencoded request, any e-mail case, and a request without client credentials', async () => {
    expect(await login('ANNA@Example.LV', PASSWORD, {}).then((r) => r.statusCode)).toBe(200);
    const form = await tokenRequest(
      {
        grant_type: 'password',
        client_id: '2',
        client_secret: BROWSER_CLIENT.secret,
        scope: '',
        username: 'anna@example.lv',
        password: PASSWORD,
      },
      { form: true },
    );
    expect(form.statusCode).toBe(200);
    const bare = await tokenRequest({ grant_type: 'password', username: 'anna@example.lv', password: PASSWORD });
    expect(bare.statusCode).toBe(200);
    const numericClient = await tokenRequest({
      grant_type: 'password',
      client_id: 2,
      username: 'anna@example.lv',
      password: PASSWORD,
    });
    expect(numericClient.statusCode).toBe(200);
  });

  it('answers invalid_credentials for a wrong password, an unknown e-mail or an account without a password', async () => {
    expectOAuthError(await login('anna@example.lv', 'Nepareiza1'), 401, 'invalid_credentials');
    expectOAuthError(await login('nobody@example.lv', PASSWORD), 401, 'invalid_credentials');
    expectOAuthError(await login('sso@example.lv', PASSWORD), 401, 'invalid_credentials');
  });

  it('answers access_denied for an account not yet verified or not yet approved', async () => {
    expectOAuthError(await login('unverified@example.lv', PASSWORD), 403, 'access_denied');
    expectOAuthError(await login('unapproved@example.lv', PASSWORD), 403, 'access_denied');
    // Without the right password nothing about the account's state is revealed.
    expectOAuthError(await login('unapproved@example.lv', 'Nepareiza1'), 401, 'invalid_credentials');
  });

  it('answers unsupported_grant_type, invalid_request, invalid_client and invalid_scope', async () => {
    expectOAuthError(await tokenRequest({ grant_type: 'client_credentials' }), 400, 'unsupported_grant_type');
    expectOAuthError(await tokenRequest({ grant_type: 'toString' }), 400, 'unsupported_grant_type');
    expectOAuthError(await tokenRequest({ username: 'anna@example.lv', password: PASSWORD }), 400, 'invalid_request');
    expectOAuthError(
      await tokenRequest({ grant_type: 'password', username: 'anna@example.lv' }),
      400,
      'invalid_request',
    );
    expectOAuthError(
      await tokenRequest({ grant_type: 'password', username: ['a'], password: { x: 1 } }),
      400,
      'invalid_request',
    );
    expectOAuthError(await login('anna@example.lv', PASSWORD, { client_id: '99' }), 401, 'invalid_client');
    expectOAuthError(await login('anna@example.lv', PASSWORD, { client_secret: 'guess' }), 401, 'invalid_client');
    expectOAuthError(await login('anna@example.lv', PASSWORD, { scope: 'admin' }), 400, 'invalid_scope');
  });

  it('answers unparseable bodies in the OAuth shape too', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: '{"grant_type":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextIp(),
    });
    expectOAuthError(bad, 400, 'invalid_request');
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: '<grant_type/>',
      headers: { 'content-type': 'application/xml' },
      remoteAddress: nextIp(),
    });
    expect(wrongType.statusCode).toBe(415);
    expect(json<{ error: string }>(wrongType).error).toBe('invalid_request');
  });

  it("lasts 365 days with 'Atcerēties mani', otherwise 12 hours without use", async () => {
    const remembered = json<{ expires_in: number }>(await login('janis@example.lv', PASSWORD, { remember: '1' }));
    expect(remembered.expires_in).toBe(365 * 24 * 60 * 60);
    const session = json<{ expires_in: number }>(await login('janis@example.lv', PASSWORD));
    expect(session.expires_in).toBe(12 * 60 * 60);
    const form = await login('janis@example.lv', PASSWORD, { remember: 'on' });
    expect(json<{ expires_in: number }>(form).expires_in).toBe(365 * 24 * 60 * 60);
  });

  it('limits attempts per client address', async () => {
    const remoteAddress = '192.0.2.77';
    const statuses: number[] = [];
    // Every attempt counts here, even one refused as malformed (and those are quick to make).
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await tokenRequest({ grant_type: 'password', username: `x${i}@example.lv` }, { remoteAddress })).statusCode,
      );
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('GET /api/user', () => {
  it("answers the signed-in user's own fields, including the e-mail", async () => {
    const { anna, riga } = { anna: t.fixtures.users.anna, riga: t.fixtures.schools.riga };
    const res = await t.app.inject({ url: '/api/user', headers: t.auth(await t.tokenFor(anna.id)) });
    expect(res.statusCode).toBe(200);
    const body = json<{ data: Record<string, unknown> }>(res);
    expect(v.is(single(CurrentUser), body)).toBe(true);
    expect(body.data).toMatchObject({
      id: anna.id,
      name: 'Anna Ozola',
      first_name: 'Anna',
      last_name: 'Ozola',
      pseudonym: null,
      email: 'anna@example.lv',
      school: { id: riga.id, title: 'Rīgas Valsts 1. ģimnāzija' },
      school_id: riga.id,
      description: 'Fizikas skolotāja',
      newsletter: true,
      verified: true,
      enabled: true,
      avatar: { full_url: '/files/avatars/anna.png', sizes: { icon: { full_url: '/files/avatars/anna.png' } } },
    });
    expect(res.body).not.toContain('password');
  });

  it('answers 401 without a token, with an unknown, revoked or expired token, and for a withdrawn approval', async () => {
    const unauthorized = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ url: '/api/user', headers });
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual({ message: 'Lai turpinātu, autorizējies.' });
    };
    await unauthorized({});
    await unauthorized({ authorization: 'Bearer nothing-like-a-token' });
    await unauthorized({ authorization: 'Basic YWRtaW46YWRtaW4=' });
    await unauthorized({ authorization: 'Bearer ' });

    const { liga } = t.fixtures.users;
    const expired = await issueAccessToken(t.db, liga.id, '2', new Date(Date.now() - 400 * 24 * 60 * 60 * 1000));
    await unauthorized(t.auth(expired.accessToken));

    const token = await t.tokenFor(liga.id);
    await t.db.update(users).set({ approvedAt: null }).where(eq(users.id, liga.id));
    await unauthorized(t.auth(token));
    await t.db.update(users).set({ approvedAt: new Date() }).where(eq(users.id, liga.id));
    expect((await t.app.inject({ url: '/api/user', headers: t.auth(token) })).statusCode).toBe(200);
  });
});

describe('session lifetime', () => {
  const HOUR = 60 * 60 * 1000;
  afterEach(() => vi.useRealTimers());

  async function signedIn(remember: boolean) {
    const res = await login('anna@example.lv', PASSWORD, remember ? { remember: 'true' } : {});
    expect(res.statusCode).toBe(200);
    return json<{ access_token: string }>(res).access_token;
  }
  const status = async (token: string) => (await t.app.inject({ url: '/api/user', headers: t.auth(token) })).statusCode;

  it('ends a sign-in without "Atcerēties mani" 12 hours after its last use, and keeps a remembered one', async () => {
    const start = Date.now();
    const session = await signedIn(false);
    const remembered = await signedIn(true);
    vi.useFakeTimers({ toFake: ['Date'], now: start });

    // Used after 11 hours: still valid, and the 12 hours start again (sliding).
    vi.setSystemTime(start + 11 * HOUR);
    expect(await status(session)).toBe(200);
    vi.setSystemTime(start + 22 * HOUR);
    expect(await status(session)).toBe(200);
    // 12 hours without use: over, for good.
    vi.setSystemTime(start + 34 * HOUR + 60_000);
    expect(await status(session)).toBe(401);
    vi.setSystemTime(start + 34 * HOUR + 120_000);
    expect(await status(session)).toBe(401);

    // A remembered sign-in lasts until its 365 days are over, used or not.
    expect(await status(remembered)).toBe(200);
    vi.setSystemTime(start + 300 * 24 * HOUR);
    expect(await status(remembered)).toBe(200);
    vi.setSystemTime(start + 366 * 24 * HOUR);
    expect(await status(remembered)).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token it was called with, and only that one', async () => {
    const { janis } = t.fixtures.users;
    const token = await t.tokenFor(janis.id);
    const other = await t.tokenFor(janis.id);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: t.auth(token) });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/user', headers: t.auth(token) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user', headers: t.auth(other) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: t.auth(token) })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/user/inbox/statistics', () => {
  it("counts others' unseen comments on own materials and unseen received messages", async () => {
    const res = await t.app.inject({
      url: '/api/user/inbox/statistics',
      headers: t.auth(await t.tokenFor(t.fixtures.users.anna.id)),
    });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(v.is(single(InboxStats), body)).toBe(true);
    expect(body).toEqual({
      data: { newCommentsCount: 1, newMessagesCount: 1, newNoticesCount: 0 },
      newCommentsCount: 1,
      newMessagesCount: 1,
      newNoticesCount: 0,
      new_comments_count: 1,
      new_messages_count: 1,
      new_notices_count: 0,
    });

    const janis = json(
      await t.app.inject({
        url: '/api/user/inbox/statistics',
        headers: t.auth(await t.tokenFor(t.fixtures.users.janis.id)),
      }),
    );
    expect(janis).toMatchObject({ newCommentsCount: 1, newMessagesCount: 1 });
    expect((await t.app.inject({ url: '/api/user/inbox/statistics' })).statusCode).toBe(401);
  });
});
