/** POST /api/contact with the captcha (altcha, and reCAPTCHA against a local siteverify server). */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_MESSAGES, fieldMessage } from '@portal/contracts/messages';
import { createTestContext, json, useTestContext, type TestContext } from './helpers/app';
import { solvedCaptcha } from './helpers/captcha';

const form = (captcha: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Ieva',
  last_name: 'Liepiņa',
  email: 'ieva@example.lv',
  topic: 'Jautājums par portālu',
  message: 'Kā pievienot materiālu?\nPaldies!',
  g_recaptcha_response: captcha,
  ...extra,
});

describe('POST /api/contact (altcha)', () => {
  const t = useTestContext();
  let address = 0;
  const send = (payload: unknown, remoteAddress = `10.1.0.${++address}`) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });

  it('tells the forms which captcha to show', async () => {
    const res = await t.app.inject({ url: '/api/captcha/config' });
    expect(json(res)).toEqual({
      data: { provider: 'altcha', site_key: null, challenge_url: '/api/captcha/challenge' },
    });
    const challenge = await t.app.inject({ url: '/api/captcha/challenge' });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.headers['cache-control']).toBe('no-store');
    expect(json<{ parameters: { algorithm: string }; signature: string }>(challenge)).toMatchObject({
      parameters: { algorithm: 'SHA-256' },
      signature: expect.any(String),
    });
  });

  it('mails the message to the configured address with the sender as reply-to', async () => {
    const res = await send(form(await solvedCaptcha(t.app)));
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ data: { sent: true } });
    await t.deliverMail();
    const mail = t.mails.at(-1);
    expect(mail).toMatchObject({ to: 'info@portal.test', subject: 'Kontaktforma: Jautājums par portālu' });
    expect(mail?.replyTo).toContain('ieva@example.lv');
    expect(mail?.text).toContain('Kā pievienot materiālu?');
    expect(mail?.html).toContain('<html lang="lv">');
    expect(mail?.html).toContain('Kā pievienot materiālu?<br>Paldies!');
  });

  it('answers the validation messages of spec §5 under each field', async () => {
    const res = await send({
      first_name: '',
      last_name: 'x'.repeat(251),
      email: 'nav-epasts',
      topic: '',
      message: 'y'.repeat(1001),
    });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual({
      message: 'Norādītie dati nav derīgi.',
      errors: {
        first_name: ['Obligāti jāaizpilda vārds.'],
        last_name: [fieldMessage('max', 'last_name', { max: 250 })],
        email: [fieldMessage('email', 'email')],
        topic: ['Obligāti jāaizpilda tēma.'],
        message: [fieldMessage('max', 'message', { max: 1000 })],
        g_recaptcha_response: [fieldMessage('required', 'g_recaptcha_response')],
      },
    });
    expect(t.mails.filter((m) => m.subject.includes('Kontaktforma'))).toHaveLength(1);
  });

  it('refuses wrong types and a body that is not an object with 4xx Latvian answers', async () => {
    const wrong = await send({ ...form('x'), first_name: 42, email: ['a@b.lv'] });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(wrong).errors)).toEqual(
      expect.arrayContaining(['first_name', 'email']),
    );
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: '"sveiki"',
      headers: { 'content-type': 'application/json' },
      remoteAddress: `10.1.0.${++address}`,
    });
    expect(text.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(text).errors.form).toEqual(['Nederīgs pieprasījums.']);
    const empty = await t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: `10.1.0.${++address}` });
    expect(empty.statusCode).toBe(422);
  });

  it('refuses a wrong, forged or reused captcha as a field error', async () => {
    const captchaError = { g_recaptcha_response: [FORM_MESSAGES.captchaInvalid] };
    const garbage = await send(form('not-base64-json'));
    expect(garbage.statusCode).toBe(422);
    expect(json<{ errors: object }>(garbage).errors).toEqual(captchaError);

    const solved = await solvedCaptcha(t.app);
    const decoded = JSON.parse(Buffer.from(solved, 'base64').toString()) as { solution: { derivedKey: string } };
    // A key the work did not produce.
    decoded.solution.derivedKey = decoded.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const forged = await send(form(Buffer.from(JSON.stringify(decoded)).toString('base64')));
    expect(json<{ errors: object }>(forged).errors).toEqual(captchaError);

    expect((await send(form(solved))).statusCode).toBe(200);
    const reused = await send(form(solved));
    expect(reused.statusCode).toBe(422);
    expect(json<{ errors: object }>(reused).errors).toEqual(captchaError);
  });

  it('accepts at most 5 messages an hour from one address (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(form('bad'), '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    const limited = await send(form(await solvedCaptcha(t.app)), '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    expect(json(limited)).toEqual({ message: 'Pārāk daudz pieprasījumu. Mēģini vēlāk.' });
  });
});

describe('POST /api/contact (reCAPTCHA)', () => {
  let t: TestContext;
  let server: Server;
  const seen: URLSearchParams[] = [];

  beforeAll(async () => {
    // Stands in for Google's siteverify: "good-token" passes, anything else fails.
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const params = new URLSearchParams(body);
        seen.push(params);
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            success: params.get('secret') === 'server-secret' && params.get('response') === 'good-token',
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestContext({
      env: {
        CAPTCHA_PROVIDER: 'recaptcha',
        RECAPTCHA_SITE_KEY: 'site-key',
        RECAPTCHA_SECRET: 'server-secret',
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
      },
      captcha: undefined,
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('verifies g_recaptcha_response with the secret at the configured address', async () => {
    expect(json(await t.app.inject({ url: '/api/captcha/config' }))).toEqual({
      data: { provider: 'recaptcha', site_key: 'site-key', challenge_url: null },
    });
    expect((await t.app.inject({ url: '/api/captcha/challenge' })).statusCode).toBe(404);

    const bad = await t.app.inject({ method: 'POST', url: '/api/contact', payload: form('bad-token') });
    expect(bad.statusCode).toBe(422);
    expect(json<{ errors: object }>(bad).errors).toEqual({ g_recaptcha_response: [FORM_MESSAGES.captchaInvalid] });

    const good = await t.app.inject({ method: 'POST', url: '/api/contact', payload: form('good-token') });
    expect(good.statusCode).toBe(200);
    expect(seen.at(-1)?.get('secret')).toBe('server-secret');
    await t.deliverMail();
    expect(t.mails).toHaveLength(1);
  });
});
