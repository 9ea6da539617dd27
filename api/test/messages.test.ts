/**
 * The message calls: threads of the two parties only, answers, search, seen sides, the badge, the
 * sending limit and the 5000 characters a message may hold.
 */
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@portal/contracts/constants';
import { API_ERRORS, fieldMessage, FORM_MESSAGES } from '@portal/contracts/messages';
import { Message, paged, single } from '@portal/contracts/schemas/entities';
import { messages } from '../src/db/schema';
import { useTestContext, json } from './helpers/app';
import { expectShape } from './helpers/shape';

const t = useTestContext();
let tokens: { anna: string; janis: string; liga: string; peteris: string };
beforeAll(async () => {
  const { anna, janis, liga, providerOnly } = t.fixtures.users;
  tokens = {
    anna: await t.tokenFor(anna.id),
    janis: await t.tokenFor(janis.id),
    liga: await t.tokenFor(liga.id),
    peteris: await t.tokenFor(providerOnly.id),
  };
});

type M = Message;
const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? t.auth(token) : {} });
const post = (
  url: string,
  token: string | null,
  payload: Record<string, unknown> = {},
  method: 'POST' | 'PUT' = 'POST',
) => t.app.inject({ method, url, payload, headers: token ? t.auth(token) : {} });

const threads = async (token: string, params = '') => {
  const res = await get(`/api/messages${params}`, token);
  expect(res.statusCode, res.body).toBe(200);
  const body = json<{ data: M[]; meta: { total: number } }>(res);
  expectShape(paged(Message), body);
  return body;
};
const thread = async (id: number, token: string) => {
  const res = await get(`/api/messages/${id}`, token);
  expect(res.statusCode, res.body).toBe(200);
  const body = json<{ data: M }>(res);
  expectShape(single(Message), body);
  return body.data;
};
const send = async (token: string, payload: Record<string, unknown>) => {
  const res = await post('/api/messages', token, payload);
  expect(res.statusCode, res.body).toBe(201);
  const body = json<{ data: M }>(res);
  expectShape(single(Message), body);
  return body.data;
};
const newMessages = async (token: string) =>
  json<{ data: { newMessagesCount: number } }>(await get('/api/user/inbox/statistics', token)).data.newMessagesCount;

describe('GET /api/messages', () => {
  it("lists the caller's threads with both parties and seen flags", async () => {
    const { anna, janis } = t.fixtures.users;
    const body = await threads(tokens.anna);
    expect(body.meta.total).toBe(3);
    expect(body.data.map((m) => m.subject)).toEqual(['Atbilde', 'Jautājums', 'Sveiki']);
    const hello = body.data.find((m) => m.subject === 'Sveiki')!;
    expect(hello).toMatchObject({
      sender_id: janis.id,
      recipient_id: anna.id,
      sender: { id: janis.id, name: 'Jānis Kalniņš', avatar: null },
      recipient: { id: anna.id, name: 'Anna Ozola', avatar: '/files/avatars/anna.png' },
      message: 'Vai varam sadarboties?',
      reply_to_id: null,
      replies: [],
      seen_by_sender: true,
      seen_by_recipient: false,
    });
    expect((await threads(tokens.liga)).data.map((m) => m.subject)).toEqual(['Jautājums']);
    expect((await get('/api/messages')).statusCode).toBe(401);
  });

  it("searches subjects, texts and the other party's name, ignoring case and diacritics", async () => {
    const subjects = async (q: string) =>
      (await threads(tokens.anna, `?query=${encodeURIComponent(q)}`)).data.map((m) => m.subject);
    expect(await subjects('sveiki')).toEqual(['Sveiki']);
    expect(await subjects('SADARBO')).toEqual(['Sveiki']);
    expect(await subjects('berzina')).toEqual(['Jautājums']);
    expect(await subjects('kalnins')).toEqual(['Atbilde', 'Sveiki']);
    expect(await subjects('Ozola')).toEqual([]); // the caller's own name matches nothing
    expect(await subjects('%')).toEqual([]);
  });
});

describe('threads', () => {
  it('starts a thread, answers in it both ways, and shows it only to its two parties', async () => {
    const { anna, liga } = t.fixtures.users;
    const text = '<b>Sveika!</b> Vai <script>x()</script> der?';
    const first = await send(tokens.liga, { recipient_id: anna.id, subject: 'Par kustību', message: text });
    expect(first).toMatchObject({ sender_id: liga.id, recipient_id: anna.id, subject: 'Par kustību', message: text });
    expect(first.seen_by_sender).toBe(true);
    expect(first.seen_by_recipient).toBe(false);

    const badge = await newMessages(tokens.anna);
    const answer = await send(tokens.anna, { reply_to_id: first.id, message: 'Jā, der.' });
    expect(answer).toMatchObject({
      sender_id: anna.id,
      recipient_id: liga.id,
      reply_to_id: first.id,
      subject: 'Par kustību',
    });
    // Answering means having read it.
    expect(await newMessages(tokens.anna)).toBe(badge - 1);
    const again = await send(tokens.liga, { reply_to_id: answer.id, message: 'Paldies!' });
    expect(again).toMatchObject({ recipient_id: anna.id, reply_to_id: first.id });

    const seenByLiga = await thread(first.id, tokens.liga);
    expect(seenByLiga.message).toBe(text);
    expect(seenByLiga.replies.map((r) => r.message)).toEqual(['Jā, der.', 'Paldies!']);
    expect(seenByLiga.seen_by_recipient).toBe(false); // Anna has not seen "Paldies!"
    expect(seenByLiga.updated_at).toBe(seenByLiga.replies[1]!.created_at);
    expect((await thread(answer.id, tokens.anna)).id).toBe(first.id);
    expect((await threads(tokens.liga)).data[0]!.id).toBe(first.id);

    for (const token of [tokens.janis, tokens.peteris]) {
      expect((await get(`/api/messages/${first.id}`, token)).statusCode).toBe(404);
      expect((await post(`/api/messages/${first.id}/seen`, token, { _method: 'PUT' })).statusCode).toBe(404);
    }
    // (Only Jānis tries to answer: attempts count towards the sending limit, which Pēteris uses up below.)
    expect((await post('/api/messages', tokens.janis, { reply_to_id: first.id, message: 'Es arī' })).statusCode).toBe(
      404,
    );
    expect((await get('/api/messages/999999', tokens.anna)).statusCode).toBe(404);
  });

  it('marks a thread seen on the caller side only (POST with _method=PUT, or PUT)', async () => {
    const { janis } = t.fixtures.users;
    const hello = (await threads(tokens.anna)).data.find((m) => m.subject === 'Sveiki')!;
    const before = await newMessages(tokens.anna);
    const janisBefore = await newMessages(tokens.janis);
    expect((await post(`/api/messages/${hello.id}/seen`, tokens.anna, { _method: 'PUT' })).statusCode).toBe(204);
    expect(await newMessages(tokens.anna)).toBe(before - 1);
    expect(await newMessages(tokens.janis)).toBe(janisBefore);
    expect((await thread(hello.id, tokens.janis)).seen_by_recipient).toBe(true);
    expect((await post(`/api/messages/${hello.id}/seen`, tokens.janis, {}, 'PUT')).statusCode).toBe(204);
    expect((await post(`/api/messages/${hello.id}/seen`, tokens.anna, { _method: 'DELETE' })).statusCode).toBe(405);
    expect((await post(`/api/messages/${hello.id}/seen`, null, { _method: 'PUT' })).statusCode).toBe(401);
    expect(janis.id).toBe(hello.sender_id);
  });

  it('refuses empty fields, oneself and unknown or unapproved recipients with the Latvian messages', async () => {
    const { anna, liga, unapproved } = t.fixtures.users;
    const refuse = async (payload: Record<string, unknown>) => {
      const res = await post('/api/messages', tokens.liga, payload);
      expect(res.statusCode, res.body).toBe(422);
      return json<{ errors: Record<string, string[]> }>(res).errors;
    };
    expect(await refuse({ recipient_id: anna.id, subject: ' ', message: '' })).toEqual({
      subject: [fieldMessage('required', 'subject')],
      message: [fieldMessage('required', 'message')],
    });
    expect(await refuse({ recipient_id: liga.id, subject: 'Es', message: 'Sev' })).toEqual({
      recipient_id: [FORM_MESSAGES.recipientSelf],
    });
    for (const id of [unapproved.id, 999999]) {
      expect(await refuse({ recipient_id: id, subject: 'Sveiki', message: 'Teksts' })).toEqual({
        recipient_id: [fieldMessage('one_of', 'recipient_id')],
      });
    }
    expect((await post('/api/messages', null, { recipient_id: anna.id, subject: 'a', message: 'b' })).statusCode).toBe(
      401,
    );
  });
});

describe('the length of a message', () => {
  const rows = async () => (await t.db.select({ n: count() }).from(messages))[0]!.n;
  const TOO_LONG = {
    message: API_ERRORS.validation,
    errors: { message: [fieldMessage('max', 'message', { max: LIMITS.message })] },
  };

  it('takes a new message and an answer of 5000 characters, and refuses 5001 with the Latvian message, saving nothing', async () => {
    const { anna } = t.fixtures.users;
    expect(fieldMessage('max', 'message', { max: LIMITS.message })).toBe(
      'Ziņai atļautas ne vairāk kā 5000 rakstzīmes.',
    );
    // Characters as a person counts them: an emoji is one, though it is two UTF-16 units.
    const longest = '😀'.repeat(LIMITS.message);
    const first = await send(tokens.liga, { recipient_id: anna.id, subject: 'Garš teksts', message: longest });
    expect(first.message).toBe(longest);
    const answer = await send(tokens.anna, { reply_to_id: first.id, message: 'ā'.repeat(LIMITS.message) });
    expect(answer.message).toHaveLength(LIMITS.message);

    const before = await rows();
    for (const payload of [
      { recipient_id: anna.id, subject: 'Par garu', message: `${longest}x` },
      { recipient_id: anna.id, subject: 'Par garu', message: 'x'.repeat(900_000) },
      { reply_to_id: first.id, message: 'ā'.repeat(LIMITS.message + 1) },
    ]) {
      const refused = await post('/api/messages', tokens.liga, payload);
      expect(refused.statusCode).toBe(422);
      expect(json(refused)).toEqual(TOO_LONG);
    }
    expect(await rows()).toBe(before);
  });
});

describe('the sending limit', () => {
  it('lets a sender send 30 messages per 10 minutes, then answers 429 with Retry-After', async () => {
    const { anna } = t.fixtures.users;
    for (let i = 0; i < 30; i += 1) {
      await send(tokens.peteris, { recipient_id: anna.id, subject: `Ziņa ${i}`, message: 'Teksts' });
    }
    const res = await post('/api/messages', tokens.peteris, {
      recipient_id: anna.id,
      subject: 'Vēl',
      message: 'Teksts',
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Others still send.
    await send(tokens.janis, { recipient_id: anna.id, subject: 'Sveiki vēlreiz', message: 'Teksts' });
  });
});
