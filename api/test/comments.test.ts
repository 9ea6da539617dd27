/**
 * GET and POST /api/materials/{id}/comments: pages of top-level comments with their replies,
 * replies only one level deep, the owner answering but not commenting, the seen flags an inbox
 * needs, sign-in, unknown materials, the privacy of a pseudonym-signed material's owner, and the
 * limits of issue 17: 5000 characters a comment, 20 comments per teacher in 10 minutes.
 */
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@portal/contracts/constants';
import { API_ERRORS, fieldMessage, FORM_MESSAGES, MATERIAL_ERRORS } from '@portal/contracts/messages';
import { Comment, paged, single } from '@portal/contracts/schemas/entities';
import { comments } from '../src/db/schema';
import { COMMENT_LIMIT } from '../src/modules/comments/routes';
import { COMMENTS_PER_PAGE } from '@portal/contracts/constants';
import { useTestContext, json } from './helpers/app';
import { PSEUDONYM } from './helpers/fixtures';

type C = v.InferOutput<typeof Comment>;

const t = useTestContext();
let tokens: { anna: string; janis: string; liga: string };
beforeAll(async () => {
  tokens = await t.teacherTokens();
});

const send = (materialId: number, token: string | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/materials/${materialId}/comments`,
    payload,
    headers: token ? t.auth(token) : {},
  });
const page = async (materialId: number, token: string, query = '') => {
  const res = await t.app.inject({ url: `/api/materials/${materialId}/comments${query}`, headers: t.auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: C[]; meta: { current_page: number; last_page: number; total: number } }>(res);
};
const inbox = async (token: string) =>
  json<{ data: { newCommentsCount: number } }>(
    await t.app.inject({ url: '/api/user/inbox/statistics', headers: t.auth(token) }),
  ).data.newCommentsCount;

describe('comments', () => {
  it('adds a comment that is new to the owner (inbox badge) and seen by its author', async () => {
    const m4 = t.fixtures.materials.m4; // Anna's
    const before = await inbox(tokens.anna);
    const res = await send(m4.id, tokens.liga, { message: '  Ļoti noderīgi!  ' });
    expect(res.statusCode, res.body).toBe(201);
    const body = json<{ data: C }>(res);
    expect(v.safeParse(single(Comment), body).success).toBe(true);
    expect(body.data).toMatchObject({
      message: 'Ļoti noderīgi!',
      user_id: t.fixtures.users.liga.id,
      author: { id: t.fixtures.users.liga.id, name: 'Līga Bērziņa', avatar: null },
      parent_id: null,
      replies: [],
      material: { id: m4.id, title: 'Elektrības video', owner_id: t.fixtures.users.anna.id, basic_type: 'link' },
      seen_by_sender: true,
      seen_by_recipient: false,
    });
    expect(await inbox(tokens.anna)).toBe(before + 1);
  });

  it('lists top-level comments newest first with their replies, a page at a time', async () => {
    const m5 = t.fixtures.materials.m5; // Anna's, no comments yet
    const ids: number[] = [];
    for (let i = 1; i <= COMMENTS_PER_PAGE + 2; i++) {
      ids.push(
        json<{ data: C }>(await send(m5.id, i % 2 ? tokens.liga : tokens.janis, { message: `Komentārs ${i}` })).data.id,
      );
    }
    const reply = await send(m5.id, tokens.anna, { message: 'Paldies!', parent_id: ids[0] });
    expect(reply.statusCode, reply.body).toBe(201);
    await send(m5.id, tokens.liga, { message: 'Lūdzu', parent_id: ids[0] });

    const first = await page(m5.id, tokens.janis);
    expect(v.safeParse(paged(Comment), first).success).toBe(true);
    expect(first.meta).toMatchObject({ current_page: 1, last_page: 2, total: COMMENTS_PER_PAGE + 2 });
    expect(first.data[0]!.message).toBe(`Komentārs ${COMMENTS_PER_PAGE + 2}`);
    const second = await page(m5.id, tokens.janis, '?page=2');
    expect(second.data.map((c) => c.message)).toEqual(['Komentārs 2', 'Komentārs 1']);
    expect(second.data[1]!.replies.map((r) => [r.message, r.parent_id])).toEqual([
      ['Paldies!', ids[0]],
      ['Lūdzu', ids[0]],
    ]);
    const bad = await t.app.inject({ url: `/api/materials/${m5.id}/comments?page=0`, headers: t.auth(tokens.liga) });
    expect(bad.statusCode).toBe(422);
  });

  it('answers only top-level comments of the same material (replies only below depth 2)', async () => {
    const { m1, m3 } = t.fixtures.materials;
    const top = json<{ data: C }>(await send(m1.id, tokens.liga, { message: 'Jautājums' })).data;
    const answer = json<{ data: C }>(await send(m1.id, tokens.janis, { message: 'Atbilde', parent_id: top.id })).data;
    const deeper = await send(m1.id, tokens.liga, { message: 'Atbilde atbildei', parent_id: answer.id });
    expect(deeper.statusCode).toBe(422);
    expect(json(deeper)).toEqual({
      message: API_ERRORS.validation,
      errors: { parent_id: [FORM_MESSAGES.commentDepth] },
    });
    const elsewhere = await send(m3.id, tokens.liga, { message: 'Citur', parent_id: top.id });
    expect(json(elsewhere)).toEqual({
      message: API_ERRORS.validation,
      errors: { parent_id: [FORM_MESSAGES.commentParentMissing] },
    });
    expect((await send(m1.id, tokens.liga, { message: 'x', parent_id: 999_999 })).statusCode).toBe(422);
  });

  it('lets the owner answer a comment but not add one, and the answer is new only to the one answered', async () => {
    const m1 = t.fixtures.materials.m1; // Anna's
    const own = await send(m1.id, tokens.anna, { message: 'Mans komentārs' });
    expect(own.statusCode).toBe(403);
    expect(json(own)).toEqual({ message: MATERIAL_ERRORS.ownComment });
    const top = json<{ data: C }>(await send(m1.id, tokens.liga, { message: 'Vai ir turpinājums?' })).data;
    const before = await inbox(tokens.anna);
    const answer = await send(m1.id, tokens.anna, { message: 'Drīzumā.', parent_id: top.id });
    expect(answer.statusCode).toBe(201);
    expect(json<{ data: C }>(answer).data).toMatchObject({ seen_by_sender: true, seen_by_recipient: false });
    expect(await inbox(tokens.anna)).toBe(before);
  });

  it('refuses an empty comment with the Latvian message, anonymous users (401) and unknown materials (404)', async () => {
    const m3 = t.fixtures.materials.m3;
    const empty = await send(m3.id, tokens.liga, { message: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(json(empty)).toEqual({
      message: API_ERRORS.validation,
      errors: { message: [fieldMessage('required', 'comment')] },
    });
    expect((await send(m3.id, null, { message: 'Sveiki' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/materials/${m3.id}/comments` })).statusCode).toBe(401);
    expect((await send(999_999, tokens.liga, { message: 'Sveiki' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/materials/999999/comments', headers: t.auth(tokens.liga) })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/materials/abc/comments', headers: t.auth(tokens.liga) })).statusCode).toBe(
      404,
    );
  });

  it("never reveals a pseudonym-signed material's owner, nor (to others) whether its owner has seen a comment", async () => {
    const m2 = t.fixtures.materials.m2; // Jānis's, signed with his pseudonym
    await send(m2.id, tokens.liga, { message: 'Lielisks darbs' });
    const seenByOther = await page(m2.id, tokens.anna);
    for (const comment of seenByOther.data) {
      expect(comment.material.owner_id).toBeNull();
      // Anna's own comment tells her its real state; Līga's does not concern her.
      if (comment.user_id !== t.fixtures.users.anna.id) expect(comment.seen_by_recipient).toBe(true);
    }
    expect(seenByOther.data.some((c) => c.user_id !== t.fixtures.users.anna.id)).toBe(true);
    const seenByOwner = await page(m2.id, tokens.janis);
    expect(seenByOwner.data[0]!.material.owner_id).toBe(t.fixtures.users.janis.id);
    expect(seenByOwner.data.some((c) => !c.seen_by_recipient)).toBe(true);
    const rows = await t.db.select().from(comments).where(eq(comments.materialId, m2.id));
    expect(rows.length).toBe(seenByOther.meta.total);
  });

  it("shows the owner's answer on a pseudonym-signed material under the pseudonym, never the owner's name or id", async () => {
    const m2 = t.fixtures.materials.m2; // Jānis's, signed with his pseudonym
    const question = json<{ data: { id: number } }>(await send(m2.id, tokens.liga, { message: 'Kur atrast datus?' }));
    const answered = await send(m2.id, tokens.janis, { message: 'Pielikumā.', parent_id: question.data.id });
    expect(answered.statusCode).toBe(201);
    const janis = t.fixtures.users.janis;
    for (const viewer of [tokens.anna, tokens.liga]) {
      const listed = await page(m2.id, viewer);
      const reply = listed.data.flatMap((c) => c.replies).find((r) => r.message === 'Pielikumā.');
      expect(reply?.author).toEqual({ id: null, name: PSEUDONYM, avatar: null });
      expect(reply?.user_id).toBeNull();
      expect(JSON.stringify(listed)).not.toContain(`${janis.firstName} ${janis.lastName}`);
    }
    const own = await page(m2.id, tokens.janis);
    const mine = own.data.flatMap((c) => c.replies).find((r) => r.message === 'Pielikumā.');
    expect(mine?.author.id).toBe(janis.id);
  });
});

describe('limits', () => {
  const rowsOf = async (userId: number, materialId: number) =>
    t.db
      .select({ message: comments.message })
      .from(comments)
      .where(and(eq(comments.userId, userId), eq(comments.materialId, materialId)));

  it('takes a comment of 5000 characters and refuses one of 5001 with the Latvian message, saving nothing', async () => {
    const { m4 } = t.fixtures.materials; // Anna's
    const janis = t.fixtures.users.janis;
    // Characters as a person counts them: ā is one, whatever its bytes.
    const longest = 'ā'.repeat(LIMITS.comment);
    const accepted = await send(m4.id, tokens.janis, { message: longest });
    expect(accepted.statusCode, accepted.body.slice(0, 200)).toBe(201);
    expect(json<{ data: C }>(accepted).data.message).toBe(longest);

    const before = await rowsOf(janis.id, m4.id);
    for (const payload of [{ message: `${longest}ā` }, { message: 'x'.repeat(900_000) }]) {
      const refused = await send(m4.id, tokens.janis, payload);
      expect(refused.statusCode).toBe(422);
      expect(json(refused)).toEqual({
        message: API_ERRORS.validation,
        errors: { message: [fieldMessage('max', 'comment', { max: LIMITS.comment })] },
      });
    }
    expect(fieldMessage('max', 'comment', { max: LIMITS.comment })).toBe(
      'Komentāram atļautas ne vairāk kā 5000 rakstzīmes.',
    );
    expect(await rowsOf(janis.id, m4.id)).toEqual(before);
  });

  it(`takes ${COMMENT_LIMIT.max} comments from a teacher in 10 minutes, then answers 429 with Retry-After and saves nothing`, async () => {
    const { m3 } = t.fixtures.materials; // Jānis's
    const peteris = t.fixtures.users.providerOnly;
    const token = await t.tokenFor(peteris.id);
    for (let i = 1; i <= COMMENT_LIMIT.max; i++) {
      const res = await send(m3.id, token, { message: `Komentārs ${i}` });
      expect(res.statusCode, res.body).toBe(201);
    }
    const limited = await send(m3.id, token, { message: 'Vēl viens' });
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual({ message: MATERIAL_ERRORS.commentLimit });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(COMMENT_LIMIT.timeWindow / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(COMMENT_LIMIT.timeWindow / 1000);
    expect((await rowsOf(peteris.id, m3.id)).map((row) => row.message)).not.toContain('Vēl viens');
    expect(await rowsOf(peteris.id, m3.id)).toHaveLength(COMMENT_LIMIT.max);
    // Another session of the same teacher meets the same limit; other teachers still comment.
    expect((await send(m3.id, await t.tokenFor(peteris.id), { message: 'No citas ierīces' })).statusCode).toBe(429);
    expect((await send(m3.id, tokens.liga, { message: 'Es vēl varu' })).statusCode).toBe(201);
  });
});
