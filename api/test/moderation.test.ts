/**
 * Reports and moderation (issue 19): 'Ziņot par pārkāpumu' (one open report per person and item,
 * also under a race; the limit; reasons and length; not one's own item; not a hidden one), the
 * administrators' queue grouped per item, hide / restore / dismiss / delete with the owner's notice,
 * mail and one audit row each, and the promise of the issue: a hidden material is gone from lists,
 * search, profiles, counts and cached answers for a second teacher at once while its owner (and an
 * administrator) still sees it.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MODERATION_MESSAGES, ReportGroup } from '@portal/contracts/schemas/admin/reports';
import { paged } from '@portal/contracts/schemas/entities';
import { REPORT_MESSAGES, REPORTS } from '@portal/contracts/schemas/reports';
import { auditLog, categoryNodes, comments, materials, materialTotals, notices, reports } from '../src/db/schema';
import { insertAdmin, insertTeacher, mailsTo } from './helpers/accounts';
import { useTestContext, json } from './helpers/app';
import { PSEUDONYM } from './helpers/fixtures';

const t = useTestContext();
let tokens: { anna: string; janis: string; liga: string };
let adminToken: string;
let admin: { id: number; email: string };

beforeAll(async () => {
  tokens = await t.teacherTokens();
  admin = await insertAdmin(t.db, 'moderators@portal.test');
  adminToken = await t.tokenFor(admin.id);
});

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? t.auth(token) : {} });
const post = (url: string, token: string | null, body?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: token ? t.auth(token) : {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
const report = (type: 'materials' | 'comments', id: number, token: string | null, body: unknown) =>
  post(`/api/${type}/${id}/report`, token, body);
const decide = (type: 'material' | 'comment', id: number, action: string, body?: unknown, token = adminToken) =>
  post(`/api/admin/reports/${type}/${id}/${action}`, token, body);

/** A teacher of their own, so that the per-teacher report limit of one test never meets another's. */
let teachers = 0;
async function freshTeacher() {
  teachers += 1;
  const user = await insertTeacher(t.db, `zinotajs${teachers}@skola.lv`);
  return { user, token: await t.tokenFor(user.id) };
}

/** A new link material of Jānis's, signed with his name, on 8. klase → Elektrība → Noderīgas saites. */
async function freshMaterial(title: string): Promise<number> {
  const { class8, electricity, electricityLinks } = t.fixtures.nodes;
  const res = await post('/api/materials', tokens.janis, {
    type: 'link',
    title,
    description: 'Materiāls moderācijas pārbaudei',
    uri: 'https://example.lv/materials',
    categories: [class8.id, electricity.id, electricityLinks.id],
    signature_type: 'name',
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: { id: number } }>(res).data.id;
}

async function auditRows(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(auditLog);
  return row!.n;
}

async function openReports(type: 'material' | 'comment', id: number) {
  return t.db
    .select()
    .from(reports)
    .where(and(eq(reports.itemType, type), eq(reports.itemId, id), isNull(reports.resolvedAt)));
}

describe('POST /api/materials/{id}/report and /api/comments/{id}/report', () => {
  it('takes a signed-in teacher’s report once while it is open, also when two arrive at once', async () => {
    const { user, token } = await freshTeacher();
    const m3 = t.fixtures.materials.m3.id;

    expect((await report('materials', m3, null, { reason: 'spam' })).statusCode).toBe(401);

    const first = await report('materials', m3, token, { reason: 'copyright', message: '  Kopēts no grāmatas.  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(json<{ data: unknown }>(first).data).toMatchObject({
      item_type: 'material',
      item_id: m3,
      reason: 'copyright',
    });
    const [row] = await openReports('material', m3);
    expect(row).toMatchObject({ reporterId: user.id, reason: 'copyright', message: 'Kopēts no grāmatas.' });

    const again = await report('materials', m3, token, { reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ message: REPORT_MESSAGES.duplicateMaterial });

    // Two at once on another item: the partial unique index lets exactly one in, the other is a 409.
    const racing = await Promise.all([
      report('materials', t.fixtures.materials.m4.id, token, { reason: 'spam' }),
      report('materials', t.fixtures.materials.m4.id, token, { reason: 'inappropriate' }),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await openReports('material', t.fixtures.materials.m4.id)).toHaveLength(1);
  });

  it('refuses a bad reason, a missing explanation for “Cits” and an explanation over 1,000 characters, changing nothing', async () => {
    const { token } = await freshTeacher();
    const m5 = t.fixtures.materials.m5.id;
    const cases: Array<[unknown, string, string]> = [
      [{}, 'reason', REPORT_MESSAGES.reasonRequired],
      [{ reason: 'boring' }, 'reason', REPORT_MESSAGES.reasonInvalid],
      [{ reason: 'other' }, 'message', REPORT_MESSAGES.messageRequired],
      [{ reason: 'other', message: '   ' }, 'message', REPORT_MESSAGES.messageRequired],
      [{ reason: 'spam', message: 'ā'.repeat(REPORTS.messageMax + 1) }, 'message', REPORT_MESSAGES.messageMax],
    ];
    for (const [body, field, message] of cases) {
      const res = await report('materials', m5, token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(json<{ errors: Record<string, string[]> }>(res).errors[field]).toEqual([message]);
    }
    expect(await openReports('material', m5)).toEqual([]);
    const ok = await report('materials', m5, token, { reason: 'other', message: 'ā'.repeat(REPORTS.messageMax) });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses one’s own material or comment (403), and what does not exist or is hidden (404)', async () => {
    const mine = await report('materials', t.fixtures.materials.m3.id, tokens.janis, { reason: 'spam' });
    expect(mine.statusCode).toBe(403);
    expect(json(mine)).toEqual({ message: REPORT_MESSAGES.ownMaterial });
    const [janisComment] = await t.db
      .select()
      .from(comments)
      .where(and(eq(comments.userId, t.fixtures.users.janis.id), eq(comments.materialId, t.fixtures.materials.m1.id)));
    const ownComment = await report('comments', janisComment!.id, tokens.janis, { reason: 'spam' });
    expect(ownComment.statusCode).toBe(403);
    expect(json(ownComment)).toEqual({ message: REPORT_MESSAGES.ownComment });

    const { token } = await freshTeacher();
    expect((await report('materials', 2_000_000_000, token, { reason: 'spam' })).statusCode).toBe(404);
    expect((await report('comments', 2_000_000_000, token, { reason: 'spam' })).statusCode).toBe(404);

    const hidden = await freshMaterial('Jau paslēpts materiāls');
    expect((await decide('material', hidden, 'hide', { reason: 'Dublikāts' })).statusCode).toBe(200);
    const res = await report('materials', hidden, token, { reason: 'spam' });
    expect(res.statusCode).toBe(404);
    expect(await openReports('material', hidden)).toEqual([]);
  });

  it(`lets a teacher send at most ${REPORTS.limit.max} reports an hour (429 with Retry-After)`, async () => {
    const { token } = await freshTeacher();
    const statuses: number[] = [];
    for (let i = 0; i < REPORTS.limit.max; i += 1) {
      statuses.push((await report('materials', t.fixtures.materials.m2.id, token, { reason: 'spam' })).statusCode);
    }
    expect(statuses).toEqual([201, ...Array(REPORTS.limit.max - 1).fill(409)]);
    const over = await report('materials', t.fixtures.materials.m1.id, token, { reason: 'spam' });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(over)).toEqual({ message: REPORT_MESSAGES.limit });
    // Another teacher is not held back.
    const other = await freshTeacher();
    expect((await report('materials', t.fixtures.materials.m1.id, other.token, { reason: 'spam' })).statusCode).toBe(
      201,
    );
  });
});

describe('GET /api/admin/reports', () => {
  it('is for administrators only', async () => {
    expect((await get('/api/admin/reports')).statusCode).toBe(401);
    expect((await get('/api/admin/reports', tokens.anna)).statusCode).toBe(403);
  });

  it('groups the open reports per item with their count, the item with the newest report first', async () => {
    const material = await freshMaterial('Rindā gaidošs materiāls');
    const [annaComment] = await t.db
      .insert(comments)
      .values({ materialId: t.fixtures.materials.m2.id, userId: t.fixtures.users.anna.id, message: 'Reklāma!' })
      .returning();
    const a = await freshTeacher();
    const b = await freshTeacher();
    expect((await report('materials', material, a.token, { reason: 'wrong_category' })).statusCode).toBe(201);
    expect(
      (await report('materials', material, b.token, { reason: 'other', message: 'Saite nestrādā.' })).statusCode,
    ).toBe(201);
    expect((await report('comments', annaComment!.id, a.token, { reason: 'spam' })).statusCode).toBe(201);

    const res = await get('/api/admin/reports', adminToken);
    expect(res.statusCode, res.body).toBe(200);
    const body = json<v.InferOutput<ReturnType<typeof paged<typeof ReportGroup>>>>(res);
    expect(v.safeParse(paged(ReportGroup), body).issues ?? []).toEqual([]);
    const [first, second] = body.data;
    expect(first).toMatchObject({
      item_type: 'comment',
      item_id: annaComment!.id,
      count: 1,
      // On Jānis's pseudonym-signed m2: signed as everyone sees it, never with his name.
      material: { id: t.fixtures.materials.m2.id, title: 'Spēku prezentācija', signature: PSEUDONYM, hidden: null },
      comment: {
        id: annaComment!.id,
        message: 'Reklāma!',
        author: { id: t.fixtures.users.anna.id, name: 'Anna Ozola' },
      },
      hidden: null,
    });
    expect(second).toMatchObject({
      item_type: 'material',
      item_id: material,
      count: 2,
      material: { id: material, title: 'Rindā gaidošs materiāls', signature: 'Jānis Kalniņš' },
      comment: null,
    });
    expect(second!.reports.map((r) => [r.reason, r.message, r.reporter.id])).toEqual([
      ['other', 'Saite nestrādā.', b.user.id],
      ['wrong_category', null, a.user.id],
    ]);
    expect(second!.reports[0]!.reporter.name).toBe(`Skolotāja ${b.user.lastName}`);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: REPORTS.queuePerPage });
    expect(body.meta.total).toBe(body.data.length);

    // Page 2 of a short queue is empty, and a bad page is a Latvian 422.
    const empty = json<{ data: unknown[] }>(await get('/api/admin/reports?page=2', adminToken));
    expect(empty.data).toEqual([]);
    expect((await get('/api/admin/reports?page=x', adminToken)).statusCode).toBe(422);
  });
});

describe('administrators’ decisions', () => {
  it('refuse every caller but an administrator, and change nothing then', async () => {
    const material = await freshMaterial('Skolotājs nedrīkst slēpt');
    const before = await auditRows();
    for (const action of ['hide', 'restore', 'dismiss', 'delete']) {
      expect((await decide('material', material, action, { reason: 'x' }, tokens.anna)).statusCode).toBe(403);
      expect((await post(`/api/admin/reports/material/${material}/${action}`, null, { reason: 'x' })).statusCode).toBe(
        401,
      );
    }
    const [row] = await t.db.select().from(materials).where(eq(materials.id, material));
    expect(row?.hiddenAt).toBeNull();
    expect(await auditRows()).toBe(before);
  });

  it('hide needs a reason (a Latvian 422 on it) and changes nothing without one', async () => {
    const material = await freshMaterial('Bez iemesla neslēpj');
    const before = await auditRows();
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(REPORTS.hideReasonMax + 1) }]) {
      const res = await decide('material', material, 'hide', body);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(json<{ errors: object }>(res).errors)).toEqual(['reason']);
    }
    expect(
      json<{ errors: { reason: string[] } }>(await decide('material', material, 'hide', {})).errors.reason,
    ).toEqual([MODERATION_MESSAGES.reasonRequired]);
    const [row] = await t.db.select().from(materials).where(eq(materials.id, material));
    expect(row?.hiddenAt).toBeNull();
    expect(await auditRows()).toBe(before);
    expect((await decide('material', 2_000_000_000, 'hide', { reason: 'Nav' })).statusCode).toBe(404);
  });

  it('hide resolves the open reports, tells the owner (notice and mail) and leaves one audit row; so does restore', async () => {
    const material = await freshMaterial('Autortiesību pārkāpums');
    const reporter = await freshTeacher();
    expect((await report('materials', material, reporter.token, { reason: 'copyright' })).statusCode).toBe(201);
    const auditBefore = await auditRows();

    const hide = await decide('material', material, 'hide', { reason: 'Materiāls kopēts no mācību grāmatas.' });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(json<{ data: unknown }>(hide).data).toMatchObject({
      item_type: 'material',
      action: 'hide',
      hidden: { reason: 'Materiāls kopēts no mācību grāmatas.' },
      deleted: false,
      resolved: 1,
    });
    expect(await openReports('material', material)).toEqual([]);
    const [resolved] = await t.db.select().from(reports).where(eq(reports.itemId, material));
    expect(resolved).toMatchObject({ resolution: 'hidden', resolvedBy: admin.id });
    expect(await auditRows()).toBe(auditBefore + 1);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'material.hide'), eq(auditLog.itemId, String(material))));
    expect(audit).toMatchObject({
      actorId: admin.id,
      itemType: 'material',
      before: { hidden: false, hidden_reason: null, open_reports: 1 },
      after: { hidden: true, hidden_reason: 'Materiāls kopēts no mācību grāmatas.', open_reports: 0 },
    });

    // The owner's notice, in the inbox count, and the mail.
    const janisNotices = json<{
      data: Array<{ id: number; kind: string; text: string; seen: boolean; material: unknown }>;
    }>(await get('/api/user/notices', tokens.janis)).data;
    expect(janisNotices[0]).toMatchObject({
      kind: 'material.hidden',
      material: { id: material, title: 'Autortiesību pārkāpums' },
      seen: false,
    });
    expect(janisNotices[0]!.text).toContain('Materiāls kopēts no mācību grāmatas.');
    const stats = json<{ data: { newNoticesCount: number } }>(await get('/api/user/inbox/statistics', tokens.janis));
    expect(stats.data.newNoticesCount).toBeGreaterThanOrEqual(1);
    await t.deliverMail();
    const mail = mailsTo(t.mails, 'janis@example.lv').find(
      (m) => m.subject === 'Tavs materiāls ir paslēpts' && m.text.includes('„Autortiesību pārkāpums”'),
    );
    expect(mail?.text).toContain('Materiāls kopēts no mācību grāmatas.');
    expect(mail?.text).toContain(`http://portal.test/material/${material}`);

    expect((await decide('material', material, 'hide', { reason: 'Vēlreiz' })).statusCode).toBe(409);
    expect(await auditRows()).toBe(auditBefore + 1);

    const restore = await decide('material', material, 'restore');
    expect(restore.statusCode, restore.body).toBe(200);
    expect(json<{ data: unknown }>(restore).data).toMatchObject({ action: 'restore', hidden: null });
    expect(await auditRows()).toBe(auditBefore + 2);
    const [row] = await t.db.select().from(materials).where(eq(materials.id, material));
    expect(row).toMatchObject({ hiddenAt: null, hiddenReason: null });
    const afterRestore = json<{ data: Array<{ kind: string }> }>(await get('/api/user/notices', tokens.janis)).data;
    expect(afterRestore[0]?.kind).toBe('material.restored');
    expect((await decide('material', material, 'restore')).statusCode).toBe(409);
    expect(json(await decide('material', material, 'restore'))).toEqual({ message: MODERATION_MESSAGES.notHidden });
  });

  it('dismiss resolves the open reports and leaves the item as it is', async () => {
    const material = await freshMaterial('Nepamatota sūdzība');
    const reporter = await freshTeacher();
    expect((await report('materials', material, reporter.token, { reason: 'spam' })).statusCode).toBe(201);
    const before = await auditRows();
    const res = await decide('material', material, 'dismiss');
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: unknown }>(res).data).toMatchObject({ action: 'dismiss', resolved: 1, hidden: null });
    const [row] = await t.db.select().from(reports).where(eq(reports.itemId, material));
    expect(row).toMatchObject({ resolution: 'dismissed', resolvedBy: admin.id });
    const [item] = await t.db.select().from(materials).where(eq(materials.id, material));
    expect(item?.hiddenAt).toBeNull();
    expect(await auditRows()).toBe(before + 1);
    // Nothing left to dismiss; the same teacher may report it again now.
    expect((await decide('material', material, 'dismiss')).statusCode).toBe(409);
    expect(await auditRows()).toBe(before + 1);
    expect((await report('materials', material, reporter.token, { reason: 'spam' })).statusCode).toBe(201);
  });

  it('delete removes a material with a reason mailed to its owner, and a comment with its answers', async () => {
    const material = await freshMaterial('Dzēšamais materiāls');
    const reporter = await freshTeacher();
    expect((await report('materials', material, reporter.token, { reason: 'inappropriate' })).statusCode).toBe(201);
    const before = await auditRows();
    expect((await decide('material', material, 'delete', {})).statusCode).toBe(422);
    const res = await decide('material', material, 'delete', { reason: 'Nepiemērots saturs skolai.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: unknown }>(res).data).toMatchObject({ action: 'delete', deleted: true, resolved: 1 });
    expect(await t.db.select().from(materials).where(eq(materials.id, material))).toEqual([]);
    const [resolved] = await t.db.select().from(reports).where(eq(reports.itemId, material));
    expect(resolved).toMatchObject({ resolution: 'deleted', resolvedBy: admin.id });
    expect(await auditRows()).toBe(before + 1);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'material.delete'));
    expect(audit?.before).toMatchObject({ title: 'Dzēšamais materiāls', owner_id: t.fixtures.users.janis.id });
    const [notice] = await t.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, t.fixtures.users.janis.id), eq(notices.kind, 'material.deleted')));
    expect(notice).toMatchObject({ materialId: null });
    expect(notice?.text).toContain('Dzēšamais materiāls');
    expect(notice?.text).toContain('Nepiemērots saturs skolai.');
    expect((await decide('material', material, 'delete', { reason: 'Vēlreiz' })).statusCode).toBe(404);

    // A comment and the answer to it.
    const m3 = t.fixtures.materials.m3.id;
    const [parent] = await t.db
      .insert(comments)
      .values({ materialId: m3, userId: t.fixtures.users.liga.id, message: 'Aizskarošs teksts' })
      .returning();
    const [answer] = await t.db
      .insert(comments)
      .values({ materialId: m3, userId: t.fixtures.users.anna.id, parentId: parent!.id, message: 'Nepiekrītu.' })
      .returning();
    const deleted = await decide('comment', parent!.id, 'delete', { reason: 'Aizskarošs.' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.db.select().from(comments).where(eq(comments.id, answer!.id))).toEqual([]);
    const [commentNotice] = await t.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, t.fixtures.users.liga.id), eq(notices.kind, 'comment.deleted')));
    expect(commentNotice).toMatchObject({ materialId: m3, commentId: null });
    expect(await auditRows()).toBe(before + 2);
  });
});

describe('a hidden material', () => {
  const categoryCount = async (nodeId: number, token?: string) => {
    const find = (nodes: Array<{ id: number; category: { materials_count: number }; children: unknown[] }>): number =>
      nodes.reduce(
        (found, node) =>
          found >= 0 ? found : node.id === nodeId ? node.category.materials_count : find(node.children as typeof nodes),
        -1,
      );
    return find(json<{ data: Parameters<typeof find>[0] }>(await get('/api/categories', token)).data);
  };
  const ids = async (url: string, token?: string) => {
    const res = await get(url, token);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return json<{ data: Array<{ id: number }> }>(res).data.map((item) => item.id);
  };
  const total = async (url: string, token?: string) =>
    json<{ meta: { total: number } }>(await get(url, token)).meta.total;
  const userCount = async (token: string) => {
    const janis = t.fixtures.users.janis.id;
    const nodes = json<{ data: Array<{ category: { user_materials_count: number | null } }> }>(
      await get(`/api/categories?with_user_item_count=${janis}`, token),
    ).data;
    return nodes.reduce((sum, node) => sum + (node.category.user_materials_count ?? 0), 0);
  };

  it('is gone at once from lists, search, profiles, counts and kept answers for another teacher, while its owner still sees it', async () => {
    const { class8, electricityLinks } = t.fixtures.nodes;
    const janis = t.fixtures.users.janis.id;
    const id = await freshMaterial('Svārstību kalkulators');
    // Anna likes it (Jānis's statistics), Līga bookmarks it (her bookmarks list).
    expect((await post(`/api/materials/${id}/like`, tokens.anna)).statusCode).toBe(200);
    expect((await post(`/api/materials/${id}/bookmark`, tokens.liga)).statusCode).toBe(200);
    const [totalRow] = await t.db.select().from(materialTotals);

    const newest = '/api/materials?per_page=100';
    const node = `/api/materials?categories=${electricityLinks.id}`;
    const path = `/api/materials?categories=${class8.id},${electricityLinks.id}`;
    const search = `/api/search?q=${encodeURIComponent('svarstibu kalkulators')}`;
    const owners = `/api/materials?owner=${janis}&per_page=100`;
    const stats = `/api/users/${janis}/statistics`;
    type Stats = { data: { likes: number } };

    // The lists a visitor and another teacher read, by whom.
    const lists = [
      [newest, undefined],
      [newest, tokens.liga],
      [node, undefined],
      [node, tokens.liga],
      [path, tokens.liga],
      [owners, tokens.liga],
      ['/api/user/bookmarks', tokens.liga],
      ['/api/materials?sort=bookmarks', tokens.liga],
    ] as const;
    // Warm every kept answer: each list asked twice, the second answer from memory.
    for (const [url, token] of lists) {
      expect(await ids(url, token), url).toContain(id);
    }
    expect((await get(newest)).headers['x-cache']).toBe('hit');
    expect((await get(node, tokens.liga)).headers['x-cache']).toBe('hit');
    expect(await ids(search, tokens.liga)).toContain(id);
    const countsBefore = {
      class8: await categoryCount(class8.id),
      links: await categoryCount(electricityLinks.id),
      signedIn: await categoryCount(class8.id, tokens.liga),
      newest: await total(newest),
      node: await total(node, tokens.liga),
      ligaSees: await userCount(tokens.liga),
      janisSees: await userCount(tokens.janis),
      likes: json<Stats>(await get(stats, tokens.liga)).data.likes,
    };
    expect((await get('/api/categories')).headers['x-cache']).toBe('hit');
    expect((await get(`/api/materials/${id}`, tokens.liga)).statusCode).toBe(200);

    const hidden = await decide('material', id, 'hide', { reason: 'Saturs neatbilst noteikumiem.' });
    expect(hidden.statusCode, hidden.body).toBe(200);

    // Another teacher and a visitor: gone from every list, search and count, its page is 404.
    for (const [url, token] of [
      ...lists,
      [owners, adminToken],
      [search, tokens.liga],
      [search, tokens.janis],
    ] as const) {
      expect(await ids(url, token), `${url} as ${token ?? 'visitor'}`).not.toContain(id);
    }
    expect(await categoryCount(class8.id)).toBe(countsBefore.class8 - 1);
    expect(await categoryCount(electricityLinks.id)).toBe(countsBefore.links - 1);
    expect(await categoryCount(class8.id, tokens.liga)).toBe(countsBefore.signedIn - 1);
    expect(await total(newest)).toBe(countsBefore.newest - 1);
    expect(await total(node, tokens.liga)).toBe(countsBefore.node - 1);
    expect(await userCount(tokens.liga)).toBe(countsBefore.ligaSees - 1);
    expect(json<Stats>(await get(stats, tokens.liga)).data.likes).toBe(countsBefore.likes - 1);
    const [totalNow] = await t.db.select().from(materialTotals);
    expect(totalNow!.materialsCount).toBe(totalRow!.materialsCount - 1);
    const [nodeRow] = await t.db.select().from(categoryNodes).where(eq(categoryNodes.id, electricityLinks.id));
    expect(nodeRow!.materialsCount).toBe(countsBefore.links - 1);
    for (const [method, url] of [
      ['GET', `/api/materials/${id}`],
      ['GET', `/api/materials/${id}/comments`],
      ['POST', `/api/materials/${id}/like`],
      ['POST', `/api/materials/${id}/bookmark`],
      ['POST', `/api/materials/${id}/view`],
      ['POST', `/api/materials/${id}/comments`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: t.auth(tokens.liga),
        ...(method === 'POST' && url.endsWith('comments') ? { payload: { message: 'Sveiki' } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await get(`/api/materials/${id}`)).statusCode).toBe(404);

    // Its owner still sees it, marked with the reason, in his own list and counts.
    const own = await get(`/api/materials/${id}`, tokens.janis);
    expect(own.statusCode).toBe(200);
    expect(json<{ data: { hidden: unknown } }>(own).data.hidden).toEqual({
      at: expect.any(String),
      reason: 'Saturs neatbilst noteikumiem.',
    });
    const ownList = json<{ data: Array<{ id: number; hidden: unknown }> }>(await get(owners, tokens.janis)).data;
    expect(ownList.find((m) => m.id === id)?.hidden).toMatchObject({ reason: 'Saturs neatbilst noteikumiem.' });
    expect(await userCount(tokens.janis)).toBe(countsBefore.janisSees);
    expect((await get(`/api/materials/${id}/comments`, tokens.janis)).statusCode).toBe(200);
    // The owner may not gather a discussion on it meanwhile.
    expect(
      (await post(`/api/materials/${id}/comments`, tokens.janis, { message: 'Labots', parent_id: null })).statusCode,
    ).toBe(403);
    // An administrator sees it too (to restore it); nobody else's answer carries the mark.
    const asAdmin = await get(`/api/materials/${id}`, adminToken);
    expect(json<{ data: { hidden: { reason: string } } }>(asAdmin).data.hidden.reason).toBe(
      'Saturs neatbilst noteikumiem.',
    );
    const visible = json<{ data: Array<{ hidden?: unknown }> }>(await get(newest, tokens.liga)).data;
    expect(visible.every((m) => m.hidden === null)).toBe(true);

    // Restored: back everywhere at once.
    expect((await decide('material', id, 'restore')).statusCode).toBe(200);
    expect(await ids(newest)).toContain(id);
    expect(await ids(node, tokens.liga)).toContain(id);
    expect(await ids(search, tokens.liga)).toContain(id);
    expect(await ids('/api/user/bookmarks', tokens.liga)).toContain(id);
    expect(await categoryCount(class8.id)).toBe(countsBefore.class8);
    expect(await total(newest)).toBe(countsBefore.newest);
    expect(json<Stats>(await get(stats, tokens.liga)).data.likes).toBe(countsBefore.likes);
    expect((await get(`/api/materials/${id}`, tokens.liga)).statusCode).toBe(200);
  });

  it('is hidden by an administrator straight from its page: reports resolved, no report needed first', async () => {
    const id = await freshMaterial('Bez ziņojuma paslēpts');
    const res = await decide('material', id, 'hide', { reason: 'Pamanīja administrators.' });
    expect(res.statusCode).toBe(200);
    expect(json<{ data: { resolved: number } }>(res).data.resolved).toBe(0);
    expect((await get(`/api/materials/${id}`, tokens.anna)).statusCode).toBe(404);
  });
});

describe('a hidden comment', () => {
  it('is gone with its answers for everyone but its author and administrators, who see it marked', async () => {
    const m3 = t.fixtures.materials.m3.id;
    const { liga, anna } = t.fixtures.users;
    const [comment] = await t.db
      .insert(comments)
      .values({ materialId: m3, userId: liga.id, message: 'Nepieklājīgs komentārs', seenByRecipient: false })
      .returning();
    const [answer] = await t.db
      .insert(comments)
      .values({ materialId: m3, userId: anna.id, parentId: comment!.id, message: 'Lūdzu, pieklājīgāk.' })
      .returning();
    type Page = {
      data: Array<{ id: number; hidden?: unknown; replies: Array<{ id: number }> }>;
      meta: { total: number };
    };
    const listed = async (token: string) => json<Page>(await get(`/api/materials/${m3}/comments`, token));
    const janisInbox = async () =>
      json<{ data: { newCommentsCount: number } }>(await get('/api/user/inbox/statistics', tokens.janis)).data
        .newCommentsCount;
    const before = { total: (await listed(tokens.janis)).meta.total, inbox: await janisInbox() };
    expect((await listed(tokens.janis)).data.map((c) => c.id)).toContain(comment!.id);

    const res = await decide('comment', comment!.id, 'hide', { reason: 'Aizskaroši vārdi.' });
    expect(res.statusCode, res.body).toBe(200);

    // The material's owner (any other teacher): neither the comment nor its answer.
    const forOwner = await listed(tokens.janis);
    expect(forOwner.data.map((c) => c.id)).not.toContain(comment!.id);
    expect(forOwner.meta.total).toBe(before.total - 1);
    // Both were new to him: the comment and the answer to it.
    expect(await janisInbox()).toBe(before.inbox - 2);
    const janisComments = json<{ data: Array<{ id: number }> }>(await get('/api/user/comments', tokens.janis)).data;
    expect(janisComments.map((c) => c.id)).not.toContain(comment!.id);
    expect(janisComments.map((c) => c.id)).not.toContain(answer!.id);
    // Its author: marked, with the reason and the answer.
    const forAuthor = (await listed(tokens.liga)).data.find((c) => c.id === comment!.id);
    expect(forAuthor?.hidden).toMatchObject({ reason: 'Aizskaroši vārdi.' });
    expect(forAuthor?.replies.map((r) => r.id)).toEqual([answer!.id]);
    // An administrator: marked.
    const forAdmin = json<Page>(await get(`/api/materials/${m3}/comments`, adminToken)).data.find(
      (c) => c.id === comment!.id,
    );
    expect(forAdmin?.hidden).toMatchObject({ reason: 'Aizskaroši vārdi.' });
    // It cannot be answered or reported any more.
    const reply = await post(`/api/materials/${m3}/comments`, tokens.anna, { message: 'Vēl', parent_id: comment!.id });
    expect(reply.statusCode).toBe(422);
    const { token } = await freshTeacher();
    expect((await report('comments', comment!.id, token, { reason: 'spam' })).statusCode).toBe(404);
    expect((await report('comments', answer!.id, token, { reason: 'spam' })).statusCode).toBe(404);

    // The author's notice, counted in her badge until seen; another's notice cannot be marked.
    const notices_ = json<{ data: Array<{ id: number; kind: string; comment_id: number | null; seen: boolean }> }>(
      await get('/api/user/notices', tokens.liga),
    ).data;
    const notice = notices_.find((n) => n.kind === 'comment.hidden');
    expect(notice).toMatchObject({ comment_id: comment!.id, seen: false });
    const badge = async () =>
      json<{ data: { newNoticesCount: number } }>(await get('/api/user/inbox/statistics', tokens.liga)).data
        .newNoticesCount;
    const unseen = await badge();
    expect(unseen).toBeGreaterThanOrEqual(1);
    expect((await post(`/api/user/notices/${notice!.id}/seen`, tokens.anna)).statusCode).toBe(404);
    expect((await post(`/api/user/notices/${notice!.id}/seen`, tokens.liga)).statusCode).toBe(204);
    expect(await badge()).toBe(unseen - 1);
    expect((await get('/api/user/notices')).statusCode).toBe(401);

    expect((await decide('comment', comment!.id, 'restore')).statusCode).toBe(200);
    expect((await listed(tokens.janis)).data.map((c) => c.id)).toContain(comment!.id);
    expect(await janisInbox()).toBe(before.inbox);
  });
});
