/**
 * POST /api/auth/logout/everywhere ('Izrakstīties visur' on the own profile, issue 17): every
 * session of the signed-in teacher ends at once, kept sessions included (the read cache keeps live
 * tokens, here for a minute), and nobody else's.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '@portal/contracts/messages';
import { accessTokens } from '../src/db/schema';
import { useTestContext } from './helpers/app';

const t = useTestContext({ env: { READ_CACHE_TTL_MS: '60000' } });

const me = (token: string) => t.app.inject({ url: '/api/user', headers: t.auth(token) });
const everywhere = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout/everywhere', headers });
const liveTokens = async (userId: number) =>
  t.db
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));

describe('POST /api/auth/logout/everywhere', () => {
  it("ends every session of the teacher at once, the one it was called with too, and no one else's", async () => {
    const { anna, liga } = t.fixtures.users;
    const laptop = await t.tokenFor(anna.id);
    const phone = await t.tokenFor(anna.id);
    const other = await t.tokenFor(liga.id);
    // Each session used once, so the read cache keeps it.
    for (const token of [laptop, phone, other]) expect((await me(token)).statusCode).toBe(200);

    const res = await everywhere(t.auth(phone));
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    expect(await liveTokens(anna.id)).toEqual([]);
    expect((await me(other)).statusCode).toBe(200);
    expect((await liveTokens(liga.id)).length).toBeGreaterThan(0);
    // A revoked token cannot call it again.
    expect((await everywhere(t.auth(laptop))).statusCode).toBe(401);
  });

  it('answers 401 to a visitor and to a dead token, ending nothing', async () => {
    const { janis } = t.fixtures.users;
    const session = await t.tokenFor(janis.id);
    const anonymous = await everywhere();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: API_ERRORS.unauthenticated });
    expect((await everywhere(t.auth('nav-tada-marķiera'))).statusCode).toBe(401);
    expect((await me(session)).statusCode).toBe(200);
  });

  it('lets the teacher sign in again afterwards', async () => {
    const { janis } = t.fixtures.users;
    expect((await everywhere(t.auth(await t.tokenFor(janis.id)))).statusCode).toBe(204);
    expect((await me(await t.tokenFor(janis.id))).statusCode).toBe(200);
  });
});
