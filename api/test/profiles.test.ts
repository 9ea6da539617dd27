/** GET /api/users, /api/users/{id} and /api/users/{id}/statistics: shapes, privacy of pseudonyms, the recipient lookup. */
import { beforeAll, describe, expect, it } from 'vitest';
import { PublicUser, UserStatistics, paged, single } from '@portal/contracts/schemas/entities';
import { useTestContext, json } from './helpers/app';
import { expectShape } from './helpers/shape';
import { PSEUDONYM } from './helpers/fixtures';

const t = useTestContext();
let tokens: { anna: string; janis: string; liga: string };
beforeAll(async () => {
  tokens = await t.teacherTokens();
});

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? t.auth(token) : {} });

describe('GET /api/users/{id}', () => {
  it('answers another teacher without e-mail, flags or pseudonym', async () => {
    const { janis, anna } = t.fixtures.users;
    const res = await get(`/api/users/${janis.id}`, tokens.liga);
    expect(res.statusCode, res.body).toBe(200);
    const body = json<{ data: Record<string, unknown> }>(res);
    expectShape(single(PublicUser), body);
    expect(body.data).toMatchObject({
      id: janis.id,
      name: 'Jānis Kalniņš',
      school: { id: t.fixtures.schools.cesis.id, title: 'Cēsu Valsts ģimnāzija' },
      avatar: null,
    });
    expect(res.body).not.toContain(PSEUDONYM);
    expect(res.body).not.toContain('janis@example.lv');
    for (const key of ['email', 'pseudonym', 'newsletter', 'verified', 'enabled', 'is_admin']) {
      expect(body.data).not.toHaveProperty(key);
    }

    const withAvatar = json<{ data: { avatar: { full_url: string; sizes: { icon: { full_url: string } } } } }>(
      await get(`/api/users/${anna.id}`, tokens.liga),
    );
    expect(withAvatar.data.avatar.sizes.icon.full_url).toBe('/files/avatars/anna.png');
  });

  it('needs a signed-in user; unknown, unverified and unapproved accounts are 404', async () => {
    const { janis, unverified, unapproved } = t.fixtures.users;
    expect((await get(`/api/users/${janis.id}`)).statusCode).toBe(401);
    for (const id of [999999, unverified.id, unapproved.id, 'abc']) {
      expect((await get(`/api/users/${id}`, tokens.liga)).statusCode).toBe(404);
      expect((await get(`/api/users/${id}/statistics`, tokens.liga)).statusCode).toBe(404);
    }
  });
});

describe('GET /api/users/{id}/statistics', () => {
  it('sums likes, views and downloads of the materials signed with a name for others', async () => {
    const { anna, janis } = t.fixtures.users;
    const annas = json(await get(`/api/users/${anna.id}/statistics`, tokens.liga));
    expectShape(single(UserStatistics), annas);
    expect(annas).toEqual({ data: { likes: 1, views: 2, downloads: 1 } });
    // Jānis: m2 (pseudonym, 2 likes) is left out for others; m3 (name) has 1 view and 3 downloads.
    expect(json(await get(`/api/users/${janis.id}/statistics`, tokens.liga))).toEqual({
      data: { likes: 0, views: 1, downloads: 3 },
    });
    expect(json(await get(`/api/users/${janis.id}/statistics`, tokens.anna))).toEqual({
      data: { likes: 0, views: 1, downloads: 3 },
    });
  });

  it('counts every material of the teacher asking about themself', async () => {
    const { janis, liga } = t.fixtures.users;
    expect(json(await get(`/api/users/${janis.id}/statistics`, tokens.janis))).toEqual({
      data: { likes: 2, views: 1, downloads: 3 },
    });
    expect(json(await get(`/api/users/${liga.id}/statistics`, tokens.liga))).toEqual({
      data: { likes: 0, views: 0, downloads: 0 },
    });
    expect((await get(`/api/users/${janis.id}/statistics`)).statusCode).toBe(401);
  });
});

describe('GET /api/users', () => {
  const names = async (url: string, token: string) => {
    const res = await get(url, token);
    expect(res.statusCode, res.body).toBe(200);
    const body = json<{ data: { name: string }[]; meta: { total: number } }>(res);
    expectShape(paged(PublicUser), body);
    return body;
  };

  it('lists verified, approved teachers other than the caller by last name', async () => {
    const body = await names('/api/users', tokens.liga);
    expect(body.data.map((u) => u.name)).toEqual(['Jānis Kalniņš', 'Pēteris Mykoobs', 'Anna Ozola']);
    expect(body.meta).toMatchObject({ total: 3, current_page: 1, last_page: 1 });
    expect((await get('/api/users')).statusCode).toBe(401);
  });

  it('searches first and last names ignoring case and diacritics, never the pseudonym', async () => {
    expect((await names('/api/users?s=kalnin', tokens.liga)).data.map((u) => u.name)).toEqual(['Jānis Kalniņš']);
    expect((await names('/api/users?s=JANIS%20K', tokens.liga)).data.map((u) => u.name)).toEqual(['Jānis Kalniņš']);
    expect((await names('/api/users?s=ozola%20anna', tokens.liga)).data.map((u) => u.name)).toEqual(['Anna Ozola']);
    expect((await names(`/api/users?s=${encodeURIComponent(PSEUDONYM)}`, tokens.liga)).data).toEqual([]);
    expect((await names('/api/users?s=Fizikas', tokens.liga)).data).toEqual([]);
    expect((await names('/api/users?s=%25', tokens.liga)).data).toEqual([]);
    // Never the caller.
    expect((await names('/api/users?s=bērz', tokens.liga)).data).toEqual([]);
    expect((await names('/api/users?s=bērz', tokens.anna)).data.map((u) => u.name)).toEqual(['Līga Bērziņa']);
  });

  it('pages', async () => {
    const body = await names('/api/users?page=2', tokens.liga);
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ current_page: 2, total: 3 });
  });
});
