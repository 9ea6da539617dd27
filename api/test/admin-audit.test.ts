/**
 * 'Žurnāls' on the server (issue 19): GET /api/admin/audit lists the audit log newest first, 20 a
 * page, filtered by action, item type, administrator and a search; only administrators read it, no
 * call writes it, and the database itself refuses to change or delete a row.
 */
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PER_PAGE, type AuditPage } from '@portal/contracts/schemas/admin/audit';
import { auditLog } from '../src/db/schema';
import { auditActor, recordAudit } from '../src/modules/audit/record';
import { insertAdmin } from './helpers/accounts';
import { useTestContext, json } from './helpers/app';

const t = useTestContext();
let adminToken: string;
let admin: Awaited<ReturnType<typeof insertAdmin>>;
let other: Awaited<ReturnType<typeof insertAdmin>>;

beforeAll(async () => {
  admin = await insertAdmin(t.db, 'zane.admin@portal.test');
  await t.db.execute(sql`update users set first_name = 'Zane', last_name = 'Bērziņa' where id = ${admin.id}`);
  admin = { ...admin, firstName: 'Zane', lastName: 'Bērziņa' };
  other = await insertAdmin(t.db, 'otrs@portal.test');
  adminToken = await t.tokenFor(admin.id);
  // One administrator's 25 news edits (oldest first), another's school rename, the command line's account.
  for (let i = 1; i <= 25; i++)
    await recordAudit(t.db, {
      actor: auditActor(admin),
      action: 'article.update',
      itemType: 'article',
      itemId: i,
      before: { title: `Virsraksts ${i}` },
      after: { title: `Jauns virsraksts ${i}` },
    });
  await recordAudit(t.db, {
    actor: auditActor(other),
    action: 'school.update',
    itemType: 'school',
    itemId: 7,
    before: { title: 'Cesu gimnazija' },
    after: { title: 'Cēsu Valsts ģimnāzija' },
  });
  await recordAudit(t.db, {
    actor: 'cli',
    action: 'user.add',
    itemType: 'user',
    itemId: 99,
    after: { email: 'jauns@skola.lv', is_admin: true },
  });
});

const audit = async (query = '') => {
  const res = await t.app.inject({ url: `/api/admin/audit${query}`, headers: t.auth(adminToken) });
  expect(res.statusCode, res.body).toBe(200);
  return json<AuditPage>(res);
};

describe('GET /api/admin/audit', () => {
  it('lists the log newest first, 20 a page, with who, when, what, the item and its fields before and after', async () => {
    const first = await audit();
    expect(first.meta).toMatchObject({ current_page: 1, last_page: 2, total: 27, per_page: AUDIT_PER_PAGE });
    expect(first.data).toHaveLength(AUDIT_PER_PAGE);
    expect(first.data[0]).toEqual({
      id: expect.any(Number),
      actor: { id: null, label: 'komandrinda' },
      action: 'user.add',
      item_type: 'user',
      item_id: '99',
      before: null,
      after: { email: 'jauns@skola.lv', is_admin: true },
      created_at: expect.any(String),
    });
    expect(first.data[1]).toMatchObject({
      actor: { id: other.id, label: 'Admins otrs <otrs@portal.test>' },
      action: 'school.update',
      before: { title: 'Cesu gimnazija' },
      after: { title: 'Cēsu Valsts ģimnāzija' },
    });
    expect(first.data[2]).toMatchObject({ item_id: '25', actor: { label: 'Zane Bērziņa <zane.admin@portal.test>' } });
    const second = await audit('?page=2');
    expect(second.data.map((entry) => entry.item_id)).toEqual(['7', '6', '5', '4', '3', '2', '1']);
    const ids = [...first.data, ...second.data].map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.filters).toEqual({
      actions: ['article.update', 'school.update', 'user.add'],
      item_types: ['article', 'school', 'user'],
    });
  });

  it('filters by action, item type and administrator, exactly', async () => {
    expect((await audit('?action=school.update')).data.map((entry) => entry.item_id)).toEqual(['7']);
    expect((await audit('?action=school')).meta.total).toBe(0);
    expect((await audit('?item_type=user')).data.map((entry) => entry.action)).toEqual(['user.add']);
    expect((await audit(`?actor_id=${admin.id}`)).meta.total).toBe(25);
    expect((await audit(`?actor_id=${other.id}&item_type=article`)).meta.total).toBe(0);
  });

  it('searches who, what, the item and the values, case and diacritics ignored', async () => {
    expect((await audit('?q=berzina')).meta.total).toBe(25);
    expect((await audit(`?q=${encodeURIComponent('CĒSU VALSTS')}`)).data.map((entry) => entry.action)).toEqual([
      'school.update',
    ]);
    expect((await audit('?q=cesu%20gimn')).meta.total).toBe(1);
    expect((await audit('?q=komandrinda')).meta.total).toBe(1);
    expect((await audit('?q=jauns%20virsraksts%2017')).data.map((entry) => entry.item_id)).toEqual(['17']);
    expect((await audit('?q=%25')).meta.total).toBe(0);
  });

  it('is for administrators only, and checks its query in Latvian', async () => {
    expect((await t.app.inject({ url: '/api/admin/audit' })).statusCode).toBe(401);
    const teacher = await t.app.inject({
      url: '/api/admin/audit',
      headers: t.auth(await t.tokenFor(t.fixtures.users.anna.id)),
    });
    expect(teacher.statusCode).toBe(403);
    const bad = await t.app.inject({
      url: `/api/admin/audit?page=x&actor_id=abc&action=${'a'.repeat(101)}&item_type=${'b'.repeat(101)}&q=${'c'.repeat(256)}`,
      headers: t.auth(adminToken),
    });
    expect(bad.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(bad).errors).toEqual({
      page: ['Lapai jābūt veselam skaitlim.'],
      q: ['Meklējamajam tekstam atļautas ne vairāk kā 255 rakstzīmes.'],
      action: ['Darbībai atļautas ne vairāk kā 100 rakstzīmes.'],
      item_type: ['Ieraksta veidam atļautas ne vairāk kā 100 rakstzīmes.'],
      actor_id: ['Administratoram jābūt norādītam ar identifikatoru (veselu skaitli, lielāku par 0).'],
    });
  });
});

describe('the log cannot be changed', () => {
  it('has no call that writes, changes or deletes it', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/admin/audit', '/api/admin/audit/1']) {
        const res = await t.app.inject({ method, url, headers: t.auth(adminToken), payload: {} });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await audit()).meta.total).toBe(27);
  });

  it('refuses an UPDATE or DELETE by SQL, and keeps the row as it was', async () => {
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.itemType} = 'school'`);
    const refusal = async (query: SQL) => {
      try {
        await t.db.execute(query);
        return 'executed';
      } catch (error) {
        // Drizzle wraps the database's error ("Failed query: …") and keeps it as the cause.
        return String((error as { cause?: { message?: string } }).cause?.message ?? error);
      }
    };
    expect(await refusal(sql`update audit_log set action = 'school.delete' where id = ${row!.id}`)).toBe(
      'audit_log is append-only',
    );
    expect(await refusal(sql`update audit_log set after = null where id = ${row!.id}`)).toBe(
      'audit_log is append-only',
    );
    expect(await refusal(sql`delete from audit_log where id = ${row!.id}`)).toBe('audit_log is append-only');
    expect(await refusal(sql`delete from audit_log`)).toBe('audit_log is append-only');
    const [after] = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.id} = ${row!.id}`);
    expect(after).toEqual(row);
    expect((await audit()).meta.total).toBe(27);
  });
});
