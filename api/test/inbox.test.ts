/** GET /api/user/bookmarks, GET /api/user/comments, POST|PUT /api/user/comments/{id}/seen and the inbox counter. */
import { beforeAll, describe, expect, it } from 'vitest';
import { Comment, Material, paged } from '@portal/contracts/schemas/entities';
import { useTestContext, json } from './helpers/app';
import { expectShape } from './helpers/shape';

const t = useTestContext();
let tokens: { anna: string; janis: string; liga: string };
beforeAll(async () => {
  tokens = await t.teacherTokens();
});

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? t.auth(token) : {} });
const post = (
  url: string,
  token: string | null,
  payload: Record<string, unknown> = {},
  method: 'POST' | 'PUT' = 'POST',
) => t.app.inject({ method, url, payload, headers: token ? t.auth(token) : {} });

type C = Comment;
const inboxPage = async (token: string, page = 1) => {
  const res = await get(`/api/user/comments?page=${page}`, token);
  expect(res.statusCode, res.body).toBe(200);
  const body = json<{ data: C[]; meta: { total: number; current_page: number } }>(res);
  expectShape(paged(Comment), body);
  return body;
};
const newCount = async (token: string) =>
  json<{ data: { newCommentsCount: number } }>(await get('/api/user/inbox/statistics', token)).data.newCommentsCount;
const comment = async (materialId: number, token: string, message: string, parentId: number | null = null) => {
  const res = await post(`/api/materials/${materialId}/comments`, token, { message, parent_id: parentId });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: C }>(res).data;
};

describe('GET /api/user/bookmarks', () => {
  it("pages the user's bookmarked materials, the latest bookmark first", async () => {
    const res = await get('/api/user/bookmarks', tokens.liga);
    expect(res.statusCode, res.body).toBe(200);
    const body = json<{ data: { id: number; has_bookmark: boolean }[]; meta: { total: number } }>(res);
    expectShape(paged(Material), body);
    const { m1, m4 } = t.fixtures.materials;
    expect(body.data.map((m) => m.id)).toEqual([m4.id, m1.id]);
    expect(body.data.every((m) => m.has_bookmark)).toBe(true);
    expect(body.meta).toMatchObject({ total: 2, current_page: 1 });
    expect(json<{ data: unknown[] }>(await get('/api/user/bookmarks?page=2', tokens.liga)).data).toEqual([]);
    expect((await get('/api/user/bookmarks')).statusCode).toBe(401);
  });
});

describe('GET /api/user/comments', () => {
  it("lists others' comments on the user's materials with author, material and seen flags; the badge counts the new ones", async () => {
    const { m1 } = t.fixtures.materials;
    const { janis, liga } = t.fixtures.users;
    const body = await inboxPage(tokens.anna);
    // Newest first (the fixtures' comments share a time, so the later id first); Anna's own is not there.
    expect(body.data.map((c) => c.message)).toEqual(['Noderēja.', 'Paldies!']);
    expect(body.meta.total).toBe(2);
    const thanks = body.data.find((c) => c.message === 'Paldies!')!;
    expect(thanks).toMatchObject({
      user_id: janis.id,
      author: { id: janis.id, name: 'Jānis Kalniņš', avatar: null },
      material: { id: m1.id, title: 'Kustības prezentācija', owner_id: t.fixtures.users.anna.id, basic_type: 'pdf' },
      seen_by_recipient: false,
    });
    expect(body.data.find((c) => c.message === 'Noderēja.')).toMatchObject({
      user_id: liga.id,
      seen_by_recipient: true,
    });
    expect(await newCount(tokens.anna)).toBe(1);
    expect((await get('/api/user/comments')).statusCode).toBe(401);
  });

  it("lists others' replies to the user's comments, also on someone else's material, as new", async () => {
    const { m3 } = t.fixtures.materials; // Jānis's, signed with his name
    const question = await comment(m3.id, tokens.liga, 'Vai der 8. klasei?');
    expect(await newCount(tokens.janis)).toBe(2); // Anna's fixture comment on m2 and this one
    const before = await newCount(tokens.liga);
    const fromAnna = await comment(m3.id, tokens.anna, 'Jā, der.', question.id);
    const fromOwner = await comment(m3.id, tokens.janis, 'Der arī 9. klasei.', question.id);
    expect(await newCount(tokens.liga)).toBe(before + 2);
    const ligas = await inboxPage(tokens.liga);
    expect(ligas.data.slice(0, 2).map((c) => [c.id, c.parent_id, c.seen_by_recipient])).toEqual([
      [fromOwner.id, question.id, false],
      [fromAnna.id, question.id, false],
    ]);
    // The owner sees Anna's reply on his material as new, not his own answer.
    const janiss = await inboxPage(tokens.janis);
    expect(janiss.data.map((c) => c.id)).toContain(fromAnna.id);
    expect(janiss.data.map((c) => c.id)).not.toContain(fromOwner.id);
    // The user's own comments are not in the user's inbox.
    expect(ligas.data.map((c) => c.id)).not.toContain(question.id);
  });

  it('keeps the owner of a pseudonym-signed material hidden from others', async () => {
    const { m2 } = t.fixtures.materials; // Jānis's, signed with his pseudonym
    const question = await comment(m2.id, tokens.liga, 'Vai ir turpinājums?');
    await comment(m2.id, tokens.anna, 'Arī man interesē.', question.id);
    const item = (await inboxPage(tokens.liga)).data.find((c) => c.message === 'Arī man interesē.')!;
    expect(item.material).toMatchObject({ id: m2.id, owner_id: null });
    const owners = (await inboxPage(tokens.janis)).data.find((c) => c.message === 'Vai ir turpinājums?')!;
    expect(owners.material.owner_id).toBe(t.fixtures.users.janis.id);
  });
});

describe('POST /api/user/comments/{id}/seen', () => {
  it('marks both flags (POST with _method=PUT, or PUT) and the badge goes down', async () => {
    const anna = await inboxPage(tokens.anna);
    const thanks = anna.data.find((c) => c.message === 'Paldies!')!;
    const before = await newCount(tokens.anna);
    const res = await post(`/api/user/comments/${thanks.id}/seen`, tokens.anna, { _method: 'PUT' });
    expect(res.statusCode, res.body).toBe(204);
    expect(await newCount(tokens.anna)).toBe(before - 1);
    expect((await inboxPage(tokens.anna)).data.find((c) => c.id === thanks.id)).toMatchObject({
      seen_by_sender: true,
      seen_by_recipient: true,
    });
    // Again, and as a real PUT: still fine.
    expect((await post(`/api/user/comments/${thanks.id}/seen`, tokens.anna, {}, 'PUT')).statusCode).toBe(204);
    expect(await newCount(tokens.anna)).toBe(before - 1);
  });

  it("lets the answered user mark a reply on someone else's material", async () => {
    const reply = (await inboxPage(tokens.liga)).data.find((c) => !c.seen_by_recipient)!;
    const before = await newCount(tokens.liga);
    expect((await post(`/api/user/comments/${reply.id}/seen`, tokens.liga, { _method: 'PUT' })).statusCode).toBe(204);
    expect(await newCount(tokens.liga)).toBe(before - 1);
  });

  it("answers 404 for someone else's or an unknown comment, 405 for another _method, 401 anonymous", async () => {
    const thanks = (await inboxPage(tokens.anna)).data.find((c) => c.message === 'Paldies!')!;
    // Jānis wrote it and may mark it; Līga has nothing to do with it.
    expect((await post(`/api/user/comments/${thanks.id}/seen`, tokens.liga, { _method: 'PUT' })).statusCode).toBe(404);
    expect((await post('/api/user/comments/999999/seen', tokens.liga, { _method: 'PUT' })).statusCode).toBe(404);
    expect((await post('/api/user/comments/abc/seen', tokens.liga, { _method: 'PUT' })).statusCode).toBe(404);
    expect((await post(`/api/user/comments/${thanks.id}/seen`, tokens.anna, { _method: 'DELETE' })).statusCode).toBe(
      405,
    );
    expect((await post(`/api/user/comments/${thanks.id}/seen`, null, { _method: 'PUT' })).statusCode).toBe(401);
  });
});
