/**
 * GET /api/search: case- and diacritic-insensitive matching, title hits above description hits,
 * the hit shape of spec §3 with the 200-character description, the limit, sign-in and the query
 * rules of spec §9; and the plan uses the trigram indexes.
 */
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ERRORS, fieldMessage } from '@portal/contracts/messages';
import { list, SearchHit } from '@portal/contracts/schemas/entities';
import { materialCategories, materials } from '../src/db/schema';
import { useTestContext, json } from './helpers/app';

type H = v.InferOutput<typeof SearchHit>;

const t = useTestContext();
let token: string;
let ids: Record<string, number>;
beforeAll(async () => {
  token = await t.tokenFor(t.fixtures.users.liga.id);
  const { class7, mechanics, presentations } = t.fixtures.nodes;
  const rows = await t.db
    .insert(materials)
    .values([
      {
        title: 'Matemātiskā svārstību teorija',
        description: 'Harmoniskās svārstības',
        type: 'file',
        mimeType: 'application/pdf',
        ownerId: t.fixtures.users.anna.id,
      },
      {
        title: 'Darba lapa',
        description: `Uzdevumi, ko skolēns pilda stundā par svārstību periodu. ${'Garš teksts. '.repeat(30)}`,
        type: 'file',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ownerId: t.fixtures.users.janis.id,
        signatureType: 'pseudonym',
      },
      {
        title: 'Fizika ikdienā',
        description: null,
        type: 'link',
        uri: 'https://example.lv',
        ownerId: t.fixtures.users.anna.id,
      },
      {
        title: '100% atbildes_test',
        description: null,
        type: 'link',
        uri: 'https://example.lv',
        ownerId: t.fixtures.users.anna.id,
      },
    ])
    .returning();
  ids = { theory: rows[0]!.id, worksheet: rows[1]!.id, physics: rows[2]!.id, percent: rows[3]!.id };
  await t.db
    .insert(materialCategories)
    .values([class7.id, mechanics.id, presentations.id].map((nodeId) => ({ materialId: ids.theory!, nodeId })));
});

const search = async (query: string) => {
  const res = await t.app.inject({ url: `/api/search?${query}`, headers: t.auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  const body = json<{ data: H[] }>(res);
  expect(v.safeParse(list(SearchHit), body).success).toBe(true);
  return body.data;
};

describe('GET /api/search', () => {
  it('ignores case and Latvian diacritics', async () => {
    expect((await search('q=skolens')).map((h) => h.id)).toEqual([ids.worksheet]);
    expect((await search('q=fiz')).map((h) => h.title)).toContain('Fizika ikdienā');
    expect((await search('q=FIZIKA')).map((h) => h.title)).toContain('Fizika ikdienā');
    expect((await search(`q=${encodeURIComponent('SVĀRSTĪBU')}`)).length).toBe(2);
  });

  it('ranks title hits above description hits', async () => {
    expect((await search('q=svarstibu')).map((h) => h.id)).toEqual([ids.theory, ids.worksheet]);
    // Every word must be found, in the title or else in the description.
    expect((await search('q=svarstibu%20periodu')).map((h) => h.id)).toEqual([ids.worksheet]);
  });

  it('answers hits in the shape of spec §3, the description cut at 200 characters plus an ellipsis', async () => {
    const [theory] = await search('q=matematiska');
    expect(theory).toEqual({
      id: ids.theory,
      source_type: 'materials',
      title: 'Matemātiskā svārstību teorija',
      description: 'Harmoniskās svārstības',
      path: [
        expect.objectContaining({ id: t.fixtures.nodes.class7.id, title: '7. klase' }),
        expect.objectContaining({ id: t.fixtures.nodes.mechanics.id, title: 'Mehānika' }),
        expect.objectContaining({ id: t.fixtures.nodes.presentations.id, title: 'Prezentācijas' }),
      ],
      basicType: 'pdf',
    });
    const [worksheet] = await search('q=periodu');
    expect(worksheet!.basicType).toBe('word');
    const full = `Uzdevumi, ko skolēns pilda stundā par svārstību periodu. ${'Garš teksts. '.repeat(30)}`;
    expect(worksheet!.description).toBe(`${[...full].slice(0, 200).join('').trimEnd()}…`);
    // Nothing about who made it.
    expect(JSON.stringify(worksheet)).not.toMatch(/owner|Kalniņš|Fizikas Fans/);
  });

  it('takes LIKE characters literally and keeps to the limit', async () => {
    expect((await search('q=100%25')).map((h) => h.id)).toEqual([ids.percent]);
    // As a wildcard, '_' would find 'matematiska svarstibu'.
    expect((await search('q=a_s')).map((h) => h.id)).toEqual([]);
    expect(await search('q=prezent%C4%81cija&limit=1')).toHaveLength(1);
    expect((await search('q=nekas%20tads%20nav')).length).toBe(0);
  });

  it('needs sign-in and at least 3 characters', async () => {
    const anonymous = await t.app.inject({ url: '/api/search?q=fizika' });
    expect(anonymous.statusCode).toBe(401);
    expect(json(anonymous)).toEqual({ message: API_ERRORS.unauthenticated });
    const short = await t.app.inject({ url: '/api/search?q=fi', headers: t.auth(token) });
    expect(short.statusCode).toBe(422);
    expect(json(short)).toEqual({
      message: API_ERRORS.validation,
      errors: { q: [fieldMessage('min', 'q', { min: 3 })] },
    });
    const big = await t.app.inject({ url: '/api/search?q=fizika&limit=500', headers: t.auth(token) });
    expect(big.statusCode).toBe(422);
  });

  it('answers a repeated search from memory, and a write shows at once', async () => {
    const query = 'q=ikdien%C4%81';
    expect((await search(query)).map((h) => h.id)).toEqual([ids.physics]);
    t.database.queries.length = 0;
    expect((await search(query)).map((h) => h.id)).toEqual([ids.physics]);
    expect(t.database.queries).toEqual([]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/materials/${ids.physics}`,
      headers: t.auth(await t.tokenFor(t.fixtures.users.anna.id)),
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await search(query)).toEqual([]);
  });

  it('finds hits through the trigram indexes, not by reading every material', async () => {
    await t.db.execute(sql`set enable_seqscan = off`);
    const plan = await t.db.execute(
      // The stored lower-case, diacritic-free texts the search compares (migration 0005).
      sql`explain select id from materials where search_title like '%svarstibu%' or search_description like '%svarstibu%'`,
    );
    await t.db.execute(sql`set enable_seqscan = on`);
    const text = JSON.stringify((plan as unknown as { rows: unknown[] }).rows);
    expect(text).toContain('materials_search_title_trgm_idx');
    expect(text).toContain('materials_search_description_trgm_idx');
  });
});
