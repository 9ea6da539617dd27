/**
 * The administrators' catalogue (issue 19, helper C): the category tree ('Kategorijas':
 * GET|POST /api/admin/categories, POST|DELETE /api/admin/categories/{id}) and the school list
 * ('Skolas': GET|POST /api/admin/schools, POST /api/admin/schools/{id}). Each write leaves exactly
 * one audit row and is seen at once by the public calls (the read cache emptied); each refusal is a
 * Latvian answer that changes nothing.
 */
import { asc, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES, type AdminCategoryNode } from '@portal/contracts/schemas/admin/categories';
import { auditLog, categories, categoryNodes, files, materialCategories, schools, users } from '../src/db/schema';
import { insertAdmin, multipartBody, PNG } from './helpers/accounts';
import { useTestContext, json } from './helpers/app';

const t = useTestContext();
let adminToken: string;
let teacherToken: string;

beforeAll(async () => {
  const admin = await insertAdmin(t.db, 'admins@portal.test');
  adminToken = await t.tokenFor(admin.id);
  teacherToken = await t.tokenFor(t.fixtures.users.anna.id);
});

type Tree = { data: AdminCategoryNode[]; icons: Array<{ id: number; url: string; name: string }> };

const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.auth(adminToken), ...(payload ? { payload } : {}) });

async function tree(): Promise<Tree> {
  const res = await asAdmin('GET', '/api/admin/categories');
  expect(res.statusCode, res.body).toBe(200);
  return json<Tree>(res);
}

const nodeIn = (data: Tree, id: number) => data.data.find((node) => node.id === id);

async function auditRows() {
  return t.db.select().from(auditLog).orderBy(asc(auditLog.id));
}

/** Everything a refused call must leave as it was. */
async function snapshot() {
  return {
    nodes: await t.db.select().from(categoryNodes).orderBy(asc(categoryNodes.id)),
    categories: await t.db.select().from(categories).orderBy(asc(categories.id)),
    links: await t.db
      .select()
      .from(materialCategories)
      .orderBy(asc(materialCategories.materialId), asc(materialCategories.nodeId)),
    schools: await t.db.select().from(schools).orderBy(asc(schools.id)),
    audit: (await t.db.select({ n: count() }).from(auditLog))[0]!.n,
  };
}

/** The one audit row a write left (and that it left only one). */
async function oneNewAuditRow(before: number) {
  const rows = await auditRows();
  expect(rows.length - before).toBe(1);
  return rows.at(-1)!;
}

async function createNode(payload: object) {
  const res = await asAdmin('POST', '/api/admin/categories', payload);
  expect(res.statusCode, res.body).toBe(201);
  return json<{ data: AdminCategoryNode }>(res).data;
}

describe('who may call the administrators’ catalogue', () => {
  const calls = () => {
    const { worksheets } = t.fixtures.nodes;
    return [
      { method: 'GET' as const, url: '/api/admin/categories' },
      { method: 'POST' as const, url: '/api/admin/categories', payload: { title: 'Svešs' } },
      { method: 'POST' as const, url: `/api/admin/categories/${worksheets.id}`, payload: { title: 'Svešs' } },
      { method: 'DELETE' as const, url: `/api/admin/categories/${worksheets.id}` },
      { method: 'GET' as const, url: '/api/admin/schools' },
      { method: 'POST' as const, url: '/api/admin/schools', payload: { title: 'Svešā skola' } },
      { method: 'POST' as const, url: `/api/admin/schools/${t.fixtures.schools.riga.id}`, payload: { title: 'Cita' } },
    ];
  };

  it('answers 401 to a visitor and 403 to a teacher, and changes nothing', async () => {
    const before = await snapshot();
    for (const call of calls()) {
      const anonymous = await t.app.inject(call);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      const teacher = await t.app.inject({ ...call, headers: t.auth(teacherToken) });
      expect(teacher.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(json(teacher)).toEqual({ message: 'Šī darbība pieejama tikai administratoriem.' });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET /api/admin/categories', () => {
  it('lists every node depth first with its level, counts, icon and the other places of its category', async () => {
    const { class7, class8, mechanics, optics, presentations, worksheets, mechanicsLinks, electricityLinks } =
      t.fixtures.nodes;
    const data = await tree();
    const ids = data.data.map((node) => node.id);
    expect(ids.slice(0, 6)).toEqual([
      class7.id,
      mechanics.id,
      presentations.id,
      worksheets.id,
      mechanicsLinks.id,
      optics.id,
    ]);
    expect(ids.indexOf(class8.id)).toBeGreaterThan(ids.indexOf(optics.id));
    expect(nodeIn(data, class7.id)).toEqual({
      id: class7.id,
      parent_id: null,
      category_id: class7.categoryId,
      position: 1,
      level: 1,
      title: '7. klase',
      description: 'Fizika 7. klasei',
      icon_url: '/icons/8.svg',
      icon_file_id: null,
      materials_count: 4,
      children_count: 2,
      shared_node_ids: [],
    });
    expect(nodeIn(data, presentations.id)).toMatchObject({ level: 3, materials_count: 2, children_count: 0 });
    expect(nodeIn(data, mechanicsLinks.id)?.shared_node_ids).toEqual([electricityLinks.id]);
    expect(data.icons).toEqual([]);
  });
});

describe('POST /api/admin/categories', () => {
  it('adds a class, a theme and a type with an uploaded icon, each seen at once in the public tree', async () => {
    // The public tree is asked first, so a kept answer would show if the write did not empty it.
    const publicBefore = await t.app.inject({ url: '/api/categories' });
    expect(publicBefore.statusCode).toBe(200);
    const audit = (await auditRows()).length;

    const grade = await createNode({ title: '  9.   klase ', description: 'Fizika 9. klasei' });
    expect(grade).toMatchObject({ parent_id: null, level: 1, position: 3, title: '9. klase', materials_count: 0 });
    const theme = await createNode({ title: 'Kodolfizika', parent_id: grade.id });
    expect(theme).toMatchObject({ parent_id: grade.id, level: 2, position: 1 });

    const body = await multipartBody(
      { title: 'Simulācijas', parent_id: String(theme.id), description: '' },
      { name: 'atoms.png', type: 'image/png', data: PNG, field: 'icon' },
    );
    const typed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { ...t.auth(adminToken), ...body.headers },
      payload: body.payload,
    });
    expect(typed.statusCode, typed.body).toBe(201);
    const type = json<{ data: AdminCategoryNode }>(typed).data;
    expect(type).toMatchObject({ level: 3, title: 'Simulācijas', description: null });
    expect(type.icon_url).toMatch(/^\/files\/category-icons\/[0-9a-f]{32}\.webp$/);
    // Re-encoded: a 128×128 WebP, whatever was sent.
    const [icon] = await t.db.select().from(files).where(eq(files.id, type.icon_file_id!));
    expect(icon).toMatchObject({ mimeType: 'image/webp', isPublic: true, originalName: 'atoms.webp' });
    const served = await t.app.inject({ url: type.icon_url! });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 128, height: 128 });

    const rows = (await auditRows()).slice(audit);
    expect(rows.map((row) => [row.action, row.itemType, row.itemId])).toEqual([
      ['category.create', 'category', String(grade.id)],
      ['category.create', 'category', String(theme.id)],
      ['category.create', 'category', String(type.id)],
    ]);
    expect(rows[0]?.after).toMatchObject({ title: '9. klase', parent_id: null, position: 3 });
    expect(rows[0]?.actorLabel).toBe('Admins admins <admins@portal.test>');

    const publicTree = json<{ data: Array<{ id: number; children: Array<{ id: number; children: unknown[] }> }> }>(
      await t.app.inject({ url: '/api/categories' }),
    ).data;
    const shown = publicTree.find((node) => node.id === grade.id);
    expect(shown?.children.map((child) => child.id)).toEqual([theme.id]);
    expect(shown?.children[0]?.children).toHaveLength(1);
    // A teacher can put a file material there at once.
    const form = json<{ data: Array<{ id: number }> }>(
      await t.app.inject({ url: '/api/cats?type=file', headers: t.auth(teacherToken) }),
    ).data;
    expect(form.map((node) => node.id)).toContain(grade.id);
    // The uploaded icon is offered for other categories now.
    expect((await tree()).icons).toEqual([{ id: icon!.id, url: type.icon_url, name: 'atoms.webp' }]);
  });

  it('puts a new node at the position asked and moves its later siblings down', async () => {
    const { mechanics, presentations, worksheets, mechanicsLinks } = t.fixtures.nodes;
    const first = await createNode({ title: 'Laboratorijas darbi', parent_id: mechanics.id, position: 1 });
    const data = await tree();
    const order = data.data.filter((node) => node.parent_id === mechanics.id).map((node) => [node.id, node.position]);
    expect(order).toEqual([
      [first.id, 1],
      [presentations.id, 2],
      [worksheets.id, 3],
      [mechanicsLinks.id, 4],
    ]);
  });

  it('shows an existing category in one more place with category_id, keeping its title and icon', async () => {
    const { optics, mechanicsLinks, electricityLinks } = t.fixtures.nodes;
    const node = await createNode({ parent_id: optics.id, category_id: t.fixtures.categories.links.id, title: '' });
    expect(node).toMatchObject({ title: 'Noderīgas saites', category_id: t.fixtures.categories.links.id, level: 3 });
    expect(node.shared_node_ids.sort((a, b) => a - b)).toEqual(
      [mechanicsLinks.id, electricityLinks.id].sort((a, b) => a - b),
    );
    // Now a link material may be put there.
    const links = json<{
      data: Array<{ id: number; children: Array<{ id: number; children: Array<{ id: number }> }> }>;
    }>(await t.app.inject({ url: '/api/cats?type=link', headers: t.auth(teacherToken) })).data;
    const opticsBranch = links.flatMap((c) => c.children).find((theme) => theme.id === optics.id);
    expect(opticsBranch?.children.map((type) => type.id)).toEqual([node.id]);
  });

  it('refuses a fourth level, an unknown parent, a sibling’s title, no title and a file that is no image', async () => {
    const { presentations, class7 } = t.fixtures.nodes;
    const before = await snapshot();
    const refusals: Array<[object, Record<string, string[]>]> = [
      [{ title: 'Par dziļu', parent_id: presentations.id }, { parent_id: [CATEGORY_MESSAGES.tooDeep] }],
      [{ title: 'Bāreņi', parent_id: 2_000_000_000 }, { parent_id: [CATEGORY_MESSAGES.parentMissing] }],
      [{ title: ' MEHĀNIKA ', parent_id: class7.id }, { title: [CATEGORY_MESSAGES.siblingTitle] }],
      [{ title: '   ', parent_id: class7.id }, { title: ['Obligāti jāaizpilda nosaukums.'] }],
      [{ title: 'x'.repeat(101) }, { title: ['Nosaukumam atļautas ne vairāk kā 100 rakstzīmes.'] }],
      [{ title: 'Jauna', parent_id: 'abc' }, { parent_id: ['Augstākajai kategorijai norādīta nederīga vērtība.'] }],
      [{ title: 'Jauna', icon_file_id: 2_000_000_000 }, { icon_file_id: [CATEGORY_MESSAGES.iconMissing] }],
      [{ category_id: 2_000_000_000 }, { category_id: [CATEGORY_MESSAGES.categoryMissing] }],
      [
        { category_id: t.fixtures.categories.links.id, parent_id: t.fixtures.nodes.mechanics.id },
        { category_id: [CATEGORY_MESSAGES.siblingTitle] },
      ],
    ];
    for (const [payload, errors] of refusals) {
      const res = await asAdmin('POST', '/api/admin/categories', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(json(res)).toEqual({ message: 'Norādītie dati nav derīgi.', errors });
    }
    const notAnImage = await multipartBody(
      { title: 'Ar skriptu' },
      { name: 'x.svg', type: 'image/svg+xml', data: Buffer.from('<svg onload="alert(1)"/>'), field: 'icon' },
    );
    const svg = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { ...t.auth(adminToken), ...notAnImage.headers },
      payload: notAnImage.payload,
    });
    expect(svg.statusCode).toBe(422);
    expect(json(svg)).toEqual({
      message: 'Norādītie dati nav derīgi.',
      errors: { icon: [CATEGORY_MESSAGES.iconInvalid] },
    });
    const broken = await multipartBody(
      { title: 'Salauzta' },
      { name: 'x.png', type: 'image/png', data: Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(64)]), field: 'icon' },
    );
    const brokenAnswer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { ...t.auth(adminToken), ...broken.headers },
      payload: broken.payload,
    });
    expect(brokenAnswer.statusCode).toBe(422);
    expect(await snapshot()).toEqual(before);
    // No icon was left behind in storage either.
    expect((await tree()).icons.every((icon) => icon.name === 'atoms.webp')).toBe(true);
  });
});

describe('POST /api/admin/categories/{id}', () => {
  it('renames and describes a category in every place it shows, with one audit row of the fields changed', async () => {
    const { mechanicsLinks, electricityLinks } = t.fixtures.nodes;
    const audit = (await auditRows()).length;
    // 'Testi' shows once; give it a second place first, then rename through either.
    const { tests, worksheets } = t.fixtures.nodes;
    const res = await asAdmin('POST', `/api/admin/categories/${tests.id}`, {
      title: 'Pārbaudes darbi',
      description: 'Testi un kontroldarbi',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: AdminCategoryNode }>(res).data).toMatchObject({
      id: tests.id,
      title: 'Pārbaudes darbi',
      description: 'Testi un kontroldarbi',
    });
    const row = await oneNewAuditRow(audit);
    expect(row).toMatchObject({
      action: 'category.update',
      itemType: 'category',
      itemId: String(tests.id),
      before: { title: 'Testi', description: null },
      after: { title: 'Pārbaudes darbi', description: 'Testi un kontroldarbi' },
    });
    const publicNode = json<{ data: { category: { title: string; description: string } } }>(
      await t.app.inject({ url: `/api/categories/${tests.id}` }),
    ).data;
    expect(publicNode.category).toMatchObject({ title: 'Pārbaudes darbi', description: 'Testi un kontroldarbi' });

    // The links category shows in two places; its title decides what links are, and it has materials.
    const links = await asAdmin('POST', `/api/admin/categories/${mechanicsLinks.id}`, { title: 'Saites' });
    expect(links.statusCode).toBe(422);
    expect(json(links)).toEqual({
      message: 'Norādītie dati nav derīgi.',
      errors: { title: [CATEGORY_MESSAGES.linksTitle] },
    });
    // Its description changes in both places.
    const described = await asAdmin('POST', `/api/admin/categories/${mechanicsLinks.id}`, {
      description: 'Saites uz simulācijām un video',
    });
    expect(described.statusCode).toBe(200);
    expect(nodeIn(await tree(), electricityLinks.id)?.description).toBe('Saites uz simulācijām un video');
    // A sibling's title, in any letter case, is refused.
    const clash = await asAdmin('POST', `/api/admin/categories/${worksheets.id}`, { title: 'prezentācijas' });
    expect(clash.statusCode).toBe(422);
    expect(json(clash)).toEqual({
      message: 'Norādītie dati nav derīgi.',
      errors: { title: [CATEGORY_MESSAGES.siblingTitle] },
    });
  });

  it('gives a category one of the portal’s icons, or takes its icon away', async () => {
    const { worksheets, optics } = t.fixtures.nodes;
    const icons = (await tree()).icons;
    expect(icons.length).toBeGreaterThan(0);
    const picked = await asAdmin('POST', `/api/admin/categories/${worksheets.id}`, { icon_file_id: icons[0]!.id });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(json<{ data: AdminCategoryNode }>(picked).data).toMatchObject({
      icon_file_id: icons[0]!.id,
      icon_url: icons[0]!.url,
    });
    // A file that is not an icon (a teacher's material) cannot be picked.
    const material = await asAdmin('POST', `/api/admin/categories/${optics.id}`, {
      icon_file_id: t.fixtures.files.materialFile.id,
    });
    expect(material.statusCode).toBe(422);
    expect(json(material)).toEqual({
      message: 'Norādītie dati nav derīgi.',
      errors: { icon_file_id: [CATEGORY_MESSAGES.iconMissing] },
    });
    const removed = await asAdmin('POST', `/api/admin/categories/${optics.id}`, { remove_icon: true });
    expect(json<{ data: AdminCategoryNode }>(removed).data).toMatchObject({ icon_url: null, icon_file_id: null });
  });

  it('replaces an uploaded icon and removes the old file once no category uses it', async () => {
    const node = await createNode({ title: 'Ar ikonu', parent_id: t.fixtures.nodes.class8.id });
    const upload = async (color: { r: number; g: number; b: number }) => {
      const png = await sharp({ create: { width: 300, height: 150, channels: 3, background: color } })
        .png()
        .toBuffer();
      const body = await multipartBody({}, { name: 'ikona.png', type: 'image/png', data: png, field: 'icon' });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/categories/${node.id}`,
        headers: { ...t.auth(adminToken), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return json<{ data: AdminCategoryNode }>(res).data;
    };
    const first = await upload({ r: 200, g: 0, b: 0 });
    const second = await upload({ r: 0, g: 0, b: 200 });
    expect(second.icon_file_id).not.toBe(first.icon_file_id);
    expect((await t.db.select().from(files).where(eq(files.id, first.icon_file_id!))).length).toBe(0);
    expect((await t.app.inject({ url: first.icon_url! })).statusCode).toBe(404);
    expect((await t.app.inject({ url: second.icon_url! })).statusCode).toBe(200);
  });

  it('reorders a node among its siblings', async () => {
    const { class7, class8 } = t.fixtures.nodes;
    const audit = (await auditRows()).length;
    const res = await asAdmin('POST', `/api/admin/categories/${class8.id}`, { position: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: AdminCategoryNode }>(res).data.position).toBe(1);
    const row = await oneNewAuditRow(audit);
    expect(row).toMatchObject({ action: 'category.update', before: { position: 2 }, after: { position: 1 } });
    const tops = json<{ data: Array<{ id: number }> }>(await t.app.inject({ url: '/api/categories?depth=1' })).data;
    expect(tops.slice(0, 2).map((node) => node.id)).toEqual([class8.id, class7.id]);
    // And back again, with a position past the end meaning last.
    await asAdmin('POST', `/api/admin/categories/${class7.id}`, { position: 1 });
    const last = await asAdmin('POST', `/api/admin/categories/${class8.id}`, { position: 99 });
    expect(json<{ data: AdminCategoryNode }>(last).data.position).toBe(
      (await tree()).data.filter((n) => n.level === 1).length,
    );
  });

  it('moves a theme with its materials under another class: the materials follow, the counts too', async () => {
    const { class7, class8, optics, opticsPresentations } = t.fixtures.nodes;
    const { m5 } = t.fixtures.materials;
    const before = await tree();
    const audit = (await auditRows()).length;
    const res = await asAdmin('POST', `/api/admin/categories/${optics.id}`, { parent_id: class8.id, position: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: AdminCategoryNode }>(res).data).toMatchObject({ parent_id: class8.id, position: 1, level: 2 });
    const row = await oneNewAuditRow(audit);
    expect(row).toMatchObject({
      action: 'category.move',
      before: { parent_id: class7.id, position: 2 },
      after: { parent_id: class8.id, position: 1 },
    });

    const links = await t.db
      .select({ nodeId: materialCategories.nodeId })
      .from(materialCategories)
      .where(eq(materialCategories.materialId, m5.id));
    expect(links.map((link) => link.nodeId).sort((a, b) => a - b)).toEqual(
      [class8.id, optics.id, opticsPresentations.id].sort((a, b) => a - b),
    );
    const after = await tree();
    expect(nodeIn(after, class7.id)!.materials_count).toBe(nodeIn(before, class7.id)!.materials_count - 1);
    expect(nodeIn(after, class8.id)!.materials_count).toBe(nodeIn(before, class8.id)!.materials_count + 1);
    const listed = json<{ data: Array<{ id: number }> }>(
      await t.app.inject({ url: `/api/materials?categories=${class8.id}`, headers: t.auth(teacherToken) }),
    ).data;
    expect(listed.map((material) => material.id)).toContain(m5.id);
    const page = json<{ data: { path: Array<{ id: number }> } }>(
      await t.app.inject({ url: `/api/materials/${m5.id}`, headers: t.auth(teacherToken) }),
    ).data;
    expect(page.path.map((entry) => entry.id)).toEqual([class8.id, optics.id, opticsPresentations.id]);
  });

  it('refuses a move under itself, too deep, off its level with materials, or beside a namesake', async () => {
    const { class7, class8, mechanics, optics, presentations, electricity } = t.fixtures.nodes;
    const before = await snapshot();
    const refusals: Array<[number, object, Record<string, string[]>]> = [
      [class7.id, { parent_id: mechanics.id }, { parent_id: [CATEGORY_MESSAGES.ownSubtree] }],
      [class7.id, { parent_id: class7.id }, { parent_id: [CATEGORY_MESSAGES.ownSubtree] }],
      [mechanics.id, { parent_id: electricity.id }, { parent_id: [CATEGORY_MESSAGES.tooDeep] }],
      [optics.id, { parent_id: null }, { parent_id: [CATEGORY_MESSAGES.moveLevel] }],
      [presentations.id, { parent_id: class8.id }, { parent_id: [CATEGORY_MESSAGES.moveLevel] }],
      [presentations.id, { parent_id: 2_000_000_000 }, { parent_id: [CATEGORY_MESSAGES.parentMissing] }],
      [presentations.id, { position: 0 }, { position: ['Vietai jābūt veselam skaitlim, kas nav mazāks par 1.'] }],
      [presentations.id, { remove_icon: 'varbūt' }, { remove_icon: ['Ikonas dzēšanai jābūt „jā” vai „nē”.'] }],
      [presentations.id, { title: '' }, { title: ['Obligāti jāaizpilda nosaukums.'] }],
    ];
    for (const [id, payload, errors] of refusals) {
      const res = await asAdmin('POST', `/api/admin/categories/${id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(json(res)).toEqual({ message: 'Norādītie dati nav derīgi.', errors });
    }
    // A theme named like one already under the new class.
    const twin = await createNode({ title: 'Elektrība', parent_id: class7.id });
    const afterTwin = await snapshot();
    const clash = await asAdmin('POST', `/api/admin/categories/${twin.id}`, { parent_id: class8.id });
    expect(json(clash)).toEqual({
      message: 'Norādītie dati nav derīgi.',
      errors: { parent_id: [CATEGORY_MESSAGES.siblingTitle] },
    });
    expect(await snapshot()).toEqual(afterTwin);
    expect(before.links).toEqual(afterTwin.links);
    // An empty node may change level: a theme without materials becomes a class.
    const moved = await asAdmin('POST', `/api/admin/categories/${twin.id}`, { parent_id: '' });
    expect(json<{ data: AdminCategoryNode }>(moved).data).toMatchObject({ parent_id: null, level: 1 });
  });

  it('answers 404 for a node that does not exist, and 405 for another _method', async () => {
    for (const id of ['2000000000', 'abc', '0']) {
      const res = await asAdmin('POST', `/api/admin/categories/${id}`, { title: 'Nav' });
      expect(res.statusCode, id).toBe(404);
      expect(json(res)).toEqual({ message: 'Nav atrasts.' });
    }
    const res = await asAdmin('POST', `/api/admin/categories/${t.fixtures.nodes.tests.id}`, {
      _method: 'DELETE',
      title: 'Nē',
    });
    expect(res.statusCode).toBe(405);
  });

  it('refuses a change that names nothing to change, without an audit row', async () => {
    const before = await snapshot();
    for (const payload of [{}, { _method: 'PUT' }, { unknown: 'x' }]) {
      const res = await asAdmin('POST', `/api/admin/categories/${t.fixtures.nodes.tests.id}`, payload);
      expect(res.statusCode).toBe(422);
      expect(json(res)).toEqual({
        message: 'Norādītie dati nav derīgi.',
        errors: { form: [CATEGORY_MESSAGES.nothingToChange] },
      });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('DELETE /api/admin/categories/{id}', () => {
  it('refuses a node with sub-categories and materials with the counts in Latvian, and changes nothing', async () => {
    const { class7 } = t.fixtures.nodes;
    const data = await tree();
    const node = nodeIn(data, class7.id)!;
    const before = await snapshot();
    const res = await asAdmin('DELETE', `/api/admin/categories/${class7.id}`);
    expect(res.statusCode).toBe(409);
    const body = json<{ message: string; children_count: number; materials_count: number }>(res);
    expect(body).toEqual({
      message: CATEGORY_MESSAGES.notEmpty(node.children_count, node.materials_count),
      children_count: node.children_count,
      materials_count: node.materials_count,
    });
    expect(body.message).toMatch(
      /^Kategorijā ir \d+ apakškategorij\S+ un \d+ materiāl\S+: dzēst var tikai tukšu kategoriju\./,
    );
    expect(await snapshot()).toEqual(before);
    expect(CATEGORY_MESSAGES.notEmpty(3, 12)).toBe(
      'Kategorijā ir 3 apakškategorijas un 12 materiāli: dzēst var tikai tukšu kategoriju. Vispirms pārvieto vai dzēs apakškategorijas; materiālus var pārvietot to autori.',
    );
    expect(CATEGORY_MESSAGES.notEmpty(0, 21)).toMatch(/^Kategorijā ir 21 materiāls: /);
    expect(CATEGORY_MESSAGES.notEmpty(1, 0)).toMatch(/^Kategorijā ir 1 apakškategorija: /);
  });

  it('refuses a type node that has materials, counting hidden ones too', async () => {
    const { presentations } = t.fixtures.nodes;
    await t.db.execute(
      sql`update materials set hidden_at = now(), hidden_reason = 'Pārbaude' where id = ${t.fixtures.materials.m1.id}`,
    );
    const res = await asAdmin('DELETE', `/api/admin/categories/${presentations.id}`);
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({ children_count: 0, materials_count: 2 });
    expect(json<{ message: string }>(res).message).toMatch(/^Kategorijā ir 2 materiāli: /);
    await t.db.execute(
      sql`update materials set hidden_at = null, hidden_reason = null where id = ${t.fixtures.materials.m1.id}`,
    );
  });

  it('deletes an empty node, closes the gap among its siblings, and drops a category no other place shows', async () => {
    const { mechanics } = t.fixtures.nodes;
    const node = await createNode({ title: 'Uz dzēšanu', parent_id: mechanics.id, position: 2 });
    const audit = (await auditRows()).length;
    const res = await asAdmin('DELETE', `/api/admin/categories/${node.id}`);
    expect(res.statusCode, res.body).toBe(204);
    const row = await oneNewAuditRow(audit);
    expect(row).toMatchObject({
      action: 'category.delete',
      itemId: String(node.id),
      before: { title: 'Uz dzēšanu', parent_id: mechanics.id, position: 2, category_id: node.category_id },
      after: null,
    });
    expect(await t.db.select().from(categories).where(eq(categories.id, node.category_id))).toEqual([]);
    const positions = (await tree()).data.filter((n) => n.parent_id === mechanics.id).map((n) => n.position);
    expect(positions).toEqual(positions.map((_, index) => index + 1));
    expect((await t.app.inject({ url: `/api/categories/${node.id}` })).statusCode).toBe(404);
    expect((await asAdmin('DELETE', `/api/admin/categories/${node.id}`)).statusCode).toBe(404);
  });

  it('keeps a category that still shows elsewhere when one of its places goes', async () => {
    const { tests } = t.fixtures.nodes;
    const extra = await createNode({ parent_id: t.fixtures.nodes.mechanics.id, category_id: tests.categoryId });
    const res = await asAdmin('DELETE', `/api/admin/categories/${extra.id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(categories).where(eq(categories.id, tests.categoryId))).toHaveLength(1);
    expect(nodeIn(await tree(), tests.id)?.shared_node_ids).toEqual([]);
  });
});

describe('schools', () => {
  type SchoolPage = {
    data: Array<{ id: number; title: string; users_count: number; created_at: string }>;
    meta: { current_page: number; last_page: number; total: number; per_page: number };
  };

  it('lists schools by title with their teachers, searching without letter case or diacritics', async () => {
    const res = await asAdmin('GET', '/api/admin/schools?q=CESU');
    expect(res.statusCode, res.body).toBe(200);
    const body = json<SchoolPage>(res);
    expect(body.data).toEqual([
      {
        id: t.fixtures.schools.cesis.id,
        title: 'Cēsu Valsts ģimnāzija',
        users_count: 1,
        created_at: expect.any(String),
      },
    ]);
    expect(body.meta).toMatchObject({ current_page: 1, last_page: 1, total: 1, per_page: 20 });
    const percent = json<SchoolPage>(await asAdmin('GET', '/api/admin/schools?q=%25')).data;
    expect(percent.map((school) => school.title)).toEqual(['100% skola_test']);
    const bad = await asAdmin('GET', '/api/admin/schools?page=0');
    expect(bad.statusCode).toBe(422);
  });

  it('pages through many schools', async () => {
    await t.db
      .insert(schools)
      .values(Array.from({ length: 25 }, (_, i) => ({ title: `Zzz skola ${String(i).padStart(2, '0')}` })));
    const second = json<SchoolPage>(await asAdmin('GET', '/api/admin/schools?q=zzz&page=2'));
    expect(second.meta).toMatchObject({ current_page: 2, last_page: 2, total: 25 });
    expect(second.data.map((school) => school.title)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Zzz skola ${String(20 + i)}`),
    );
  });

  it('adds a school, trimmed, with one audit row, and the registration picker finds it at once', async () => {
    const picker = await t.app.inject({ url: '/api/schools?s=Valmieras' });
    expect(json<{ data: unknown[] }>(picker).data).toEqual([]);
    const audit = (await auditRows()).length;
    const res = await asAdmin('POST', '/api/admin/schools', { title: '  Valmieras   Valsts ģimnāzija ' });
    expect(res.statusCode, res.body).toBe(201);
    const school = json<{ data: SchoolPage['data'][number] }>(res).data;
    expect(school).toMatchObject({ title: 'Valmieras Valsts ģimnāzija', users_count: 0 });
    expect(await oneNewAuditRow(audit)).toMatchObject({
      action: 'school.create',
      itemType: 'school',
      itemId: String(school.id),
      after: { title: 'Valmieras Valsts ģimnāzija' },
    });
    const found = json<{ data: Array<{ id: number }> }>(await t.app.inject({ url: '/api/schools?s=Valmieras' })).data;
    expect(found.map((row) => row.id)).toEqual([school.id]);
  });

  it('refuses a title another school has in any letter case or spacing, an empty and a too long one', async () => {
    const before = await snapshot();
    const refusals: Array<[unknown, Record<string, string[]>]> = [
      [{ title: 'cēsu  VALSTS ģimnāzija' }, { title: ['Skola ar šādu nosaukumu jau ir sarakstā.'] }],
      [{ title: '  ' }, { title: ['Obligāti jāaizpilda nosaukums.'] }],
      [{ title: 'x'.repeat(256) }, { title: ['Nosaukumam atļautas ne vairāk kā 255 rakstzīmes.'] }],
      [{ title: 7 }, { title: ['Nosaukumam jābūt tekstam.'] }],
    ];
    for (const [payload, errors] of refusals) {
      const res = await asAdmin('POST', '/api/admin/schools', payload as object);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(json(res)).toEqual({ message: 'Norādītie dati nav derīgi.', errors });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('adds one school when the same title is sent twice at once', async () => {
    const send = () => asAdmin('POST', '/api/admin/schools', { title: 'Siguldas Valsts ģimnāzija' });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 422, 422]);
    const [row] = await t.db
      .select({ n: count() })
      .from(schools)
      .where(sql`lower(${schools.title}) = 'siguldas valsts ģimnāzija'`);
    expect(row?.n).toBe(1);
  });

  it('renames a school its teachers then show, refusing another school’s title', async () => {
    const { riga, cesis } = t.fixtures.schools;
    const audit = (await auditRows()).length;
    const res = await asAdmin('POST', `/api/admin/schools/${riga.id}`, { title: 'Rīgas Valsts 1. ģimnāzija (RV1Ģ)' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ data: SchoolPage['data'][number] }>(res).data).toMatchObject({
      id: riga.id,
      title: 'Rīgas Valsts 1. ģimnāzija (RV1Ģ)',
      users_count: 1,
    });
    expect(await oneNewAuditRow(audit)).toMatchObject({
      action: 'school.update',
      before: { title: 'Rīgas Valsts 1. ģimnāzija' },
      after: { title: 'Rīgas Valsts 1. ģimnāzija (RV1Ģ)' },
    });
    const profile = json<{ data: { school: { title: string } } }>(
      await t.app.inject({ url: `/api/users/${t.fixtures.users.anna.id}`, headers: t.auth(teacherToken) }),
    ).data;
    expect(profile.school.title).toBe('Rīgas Valsts 1. ģimnāzija (RV1Ģ)');
    // Its own title in another letter case is not a clash.
    const own = await asAdmin('POST', `/api/admin/schools/${cesis.id}`, {
      title: 'CĒSU VALSTS ĢIMNĀZIJA',
      _method: 'PUT',
    });
    expect(own.statusCode).toBe(200);
    const before = await snapshot();
    const clash = await asAdmin('POST', `/api/admin/schools/${cesis.id}`, {
      title: 'rīgas valsts 1. ģimnāzija (rv1ģ)',
    });
    expect(clash.statusCode).toBe(422);
    expect(json(clash)).toEqual({
      message: 'Norādītie dati nav derīgi.',
      errors: { title: ['Skola ar šādu nosaukumu jau ir sarakstā.'] },
    });
    for (const id of ['2000000000', 'x']) {
      expect((await asAdmin('POST', `/api/admin/schools/${id}`, { title: 'Nav' })).statusCode).toBe(404);
    }
    // Another `_method` is 405 whatever the title, as before the form is read.
    for (const payload of [{ _method: 'DELETE', title: 'Cita' }, { _method: 'PATCH' }]) {
      expect((await asAdmin('POST', `/api/admin/schools/${cesis.id}`, payload)).statusCode).toBe(405);
    }
    expect(await snapshot()).toEqual(before);
    // Users untouched: the school is the same row.
    const [anna] = await t.db.select().from(users).where(eq(users.id, t.fixtures.users.anna.id));
    expect(anna?.schoolId).toBe(riga.id);
  });
});
