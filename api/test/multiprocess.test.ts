/**
 * More than one portal process (README, "Several processes"): on one PostgreSQL and one Redis, a
 * sign-in, a rate limit and a read-cache invalidation made on one process hold on the other, and
 * WORKERS=N starts N processes on one port. Needs PostgreSQL, so it runs in project `api-postgres`;
 * project `api` (the embedded database, one process by construction) checks that WORKERS > 1 is
 * refused there with a reason.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BROWSER_CLIENT } from '@portal/contracts/constants';
import { usesPostgres } from './helpers/database';
import {
  PROCESS_TIMEOUT_MS,
  collect,
  envFor,
  freshPlace,
  requestToken,
  runNode,
  startPortal,
  stopEverything,
  type Place,
  type Portal,
} from './support/portalProcess';

vi.setConfig({ testTimeout: 2 * PROCESS_TIMEOUT_MS, hookTimeout: 3 * PROCESS_TIMEOUT_MS });
afterAll(stopEverything);

const TEACHER = { email: 'anna.ozola@demo.lv', password: 'Parole123' };

if (usesPostgres()) {
  describe('two portal processes on one PostgreSQL and Redis', () => {
    let place: Place;
    let a: Portal;
    let b: Portal;
    // Behind a proxy (TRUST_PROXY) each test's client address is its own, so the per-address
    // counters in Redis, which outlive this run, never meet another run's.
    const address = `10.${[0, 0, 0].map(() => 1 + (randomBytes(1)[0]! % 250)).join('.')}`;
    const shared = {
      REDIS_URL: 'redis://127.0.0.1:6379',
      APP_KEY: `multi-${randomBytes(8).toString('hex')}`,
      TRUST_PROXY: 'true',
      READ_CACHE_TTL_MS: '600000',
    };

    beforeAll(async () => {
      place = await freshPlace();
      // The first seeds the demo data; the second finds it there.
      a = await startPortal(place, { ...shared, SEED_DEMO: 'true' });
      b = await startPortal(place, shared);
    });

    it('a sign-in on one process is a session on the other', async () => {
      const signIn = await requestToken(a, TEACHER.email, TEACHER.password);
      expect(signIn.status).toBe(200);
      const me = await fetch(`${b.url}/api/user`, { headers: { authorization: `Bearer ${signIn.body.access_token}` } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { data: { email: string } }).data.email).toBe(TEACHER.email);
    });

    it('failed sign-ins counted on both processes meet one limit', async () => {
      const email = `nav-${randomBytes(4).toString('hex')}@skola.lv`;
      const attempt = (portal: Portal) =>
        fetch(`${portal.url}/oauth/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({
            grant_type: 'password',
            client_id: BROWSER_CLIENT.id,
            client_secret: BROWSER_CLIENT.secret,
            username: email,
            password: 'Nepareiza1',
          }),
        });
      const statuses: number[] = [];
      // Three failures for an account at one address (SIGN_IN_THROTTLE.pair), alternating between
      // the processes: the next sign-in there asks for the captcha, on whichever process.
      for (let i = 0; i < 3; i++) statuses.push((await attempt(i % 2 ? b : a)).status);
      expect(new Set(statuses)).toEqual(new Set([401]));
      const asked = await attempt(b);
      expect(asked.status).toBe(400);
      expect(((await asked.json()) as { error: string }).error).toBe('captcha_required');
    });

    it("a write on one process empties the other's read cache, so the other shows it", async () => {
      const url = `${b.url}/api/materials?sort=likes&per_page=50`;
      await fetch(url);
      const cached = await fetch(url);
      expect(cached.headers.get('x-cache')).toBe('hit');
      const list = (await cached.json()) as { data: { id: number; likes: number }[] };
      const signIn = await requestToken(a, 'liga.berzina@demo.lv', TEACHER.password);
      const auth = { authorization: `Bearer ${signIn.body.access_token}` };
      // One she may like (not hers) and has not liked yet, as the signed-in list says.
      const mine = (await (await fetch(`${a.url}/api/materials?sort=likes&per_page=50`, { headers: auth })).json()) as {
        data: { id: number; is_liked: boolean; owner_id: number | null }[];
      };
      const me = (await (await fetch(`${a.url}/api/user`, { headers: auth })).json()) as { data: { id: number } };
      const target = mine.data.find((m) => !m.is_liked && m.owner_id !== me.data.id)!;
      const material = list.data.find((m) => m.id === target.id)!;
      const liked = await fetch(`${a.url}/api/materials/${material.id}/like`, {
        method: 'POST',
        headers: auth,
      });
      expect(liked.status).toBe(200);
      await expect
        .poll(async () => {
          const res = await fetch(url);
          const body = (await res.json()) as typeof list;
          return [res.headers.get('x-cache'), body.data.find((m) => m.id === material.id)?.likes];
        })
        .toEqual(['miss', material.likes + 1]);
    });

    it("'Izrakstīties visur' on one process ends the teacher's sessions kept by the other at once", async () => {
      const email = 'janis.kalnins@demo.lv';
      const tokens = [
        (await requestToken(a, email, TEACHER.password)).body.access_token,
        (await requestToken(b, email, TEACHER.password)).body.access_token,
      ] as string[];
      const other = (await requestToken(a, TEACHER.email, TEACHER.password)).body.access_token as string;
      const me = (token: string) =>
        fetch(`${b.url}/api/user`, { headers: { authorization: `Bearer ${token}` } }).then((res) => res.status);
      // Used on b, so b keeps them (READ_CACHE_TTL_MS is ten minutes here).
      for (const token of [...tokens, other]) expect(await me(token)).toBe(200);
      const ended = await fetch(`${a.url}/api/auth/logout/everywhere`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[0]}` },
      });
      expect(ended.status).toBe(204);
      // b hears of the write through Redis within moments, not after the ten minutes.
      await expect.poll(async () => Promise.all(tokens.map(me)), { timeout: 5000 }).toEqual([401, 401]);
      expect(await me(other)).toBe(200);
    });

    it('WORKERS=2 serves the portal from two processes on one port, and stops them all', async () => {
      const portal = await startPortal(place, { ...shared, WORKERS: '2' });
      expect(portal.output()).toContain('(2 procesi)');
      const workers = () =>
        execFileSync('pgrep', ['-P', String(portal.child.pid)], { encoding: 'utf8' })
          .trim()
          .split('\n');
      expect(workers()).toHaveLength(2);
      for (let i = 0; i < 6; i++) expect((await fetch(`${portal.url}/api/settings`)).status).toBe(200);
      expect(await portal.stop()).toBe(0);
    });
  });
} else {
  describe('WORKERS on the embedded database', () => {
    it('refuses more than one process, saying why, and starts nothing', async () => {
      const place = await freshPlace('embedded');
      const result = await collect(runNode('src/main.ts', [], envFor(place, { WORKERS: '2', PORT: '0' })));
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('WORKERS > 1 vajag DATABASE_URL');
      expect(result.stdout).not.toContain('Portāls darbojas');
    });
  });
}
