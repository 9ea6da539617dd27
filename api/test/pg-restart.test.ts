/**
 * PostgreSQL restarted under a running portal (issue 11, "Degradation"). The machine's PostgreSQL
 * is shared, so a restart is simulated the way the portal sees one: every connection of the portal
 * ended by the server (`pg_terminate_backend`, what a fast shutdown does), and for an outage that
 * lasts, the database refusing new connections for a while (`ALLOW_CONNECTIONS false`, as a server
 * starting up does). Two portal processes (src/main.ts) share the database, without Redis, so their
 * read caches are kept in step by LISTEN/NOTIFY.
 *
 * Decided and shown here:
 *  - no portal process is restarted, and none crashes (an ended idle connection is an 'error'
 *    event that would otherwise end the process);
 *  - a read never fails because its connection was ended: it is asked again on a new connection;
 *  - a write whose connection was ended, and any request while the database refuses connections,
 *    answers 503 with the Latvian message in the error shape and a Retry-After, never a 500 or a
 *    hang; the write left nothing behind, and sent again it succeeds;
 *  - once the database is back, the next requests succeed, the processes count each other again
 *    (the presence lock of the start-up sweep) and a write on one still empties the other's cache.
 *
 * Project `api` runs the embedded database inside the portal process: there is no server apart
 * from the portal to restart, and the database restarts with the process (crash-restart.test.ts
 * does that 20 times). There, only the part that does not need a server runs: which database
 * errors mean "unavailable".
 */
import { createServer } from 'node:net';
import pg from 'pg';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_ERRORS } from '@portal/contracts/messages';
import { isDatabaseUnavailable } from '../src/db/errors';
import { likes } from '../src/db/schema';
import { openTestDatabase, usesPostgres } from './helpers/database';
import {
  PROCESS_TIMEOUT_MS,
  freshPlace,
  startPortal,
  stopEverything,
  withDatabase,
  type Place,
  type Portal,
} from './support/portalProcess';
import { bearer, like, prepareWorld, send, sendMessage, type Answer, type World } from './support/portalWrites';

vi.setConfig({ testTimeout: PROCESS_TIMEOUT_MS, hookTimeout: 2 * PROCESS_TIMEOUT_MS });
afterAll(stopEverything);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const UNAVAILABLE = { message: API_ERRORS.unavailable };

describe('which database errors mean "unavailable"', () => {
  it('a refused, ended or not-yet-accepting connection does; an error of the query itself does not', async () => {
    // A port nothing listens on: connecting is refused, as while a server restarts.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const refused = await new pg.Client({ host: '127.0.0.1', port, connectionTimeoutMillis: 2000 })
      .connect()
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    for (const code of ['57P01', '57P02', '57P03', '08006', '53300'])
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code })), code).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('wrapped', { cause: Object.assign(new Error('x'), { code: '57P01' }) })),
    ).toBe(true);

    // An error of the query itself, from this project's database (PGlite or PostgreSQL), is not.
    const database = await openTestDatabase();
    try {
      const divisionByZero = await database.handle.db
        .execute(sql`select 1 / (select count(*) from likes)`)
        .catch((error: unknown) => error);
      expect(divisionByZero).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(divisionByZero)).toBe(false);
    } finally {
      await database.close();
    }
  });
});

if (usesPostgres()) {
  describe('PostgreSQL ending the portal’s connections and refusing new ones for a while', () => {
    let place: Place;
    let world: World;
    let a: Portal;
    let b: Portal;
    /** On the portal's database: ends the portal's connections, holds locks. */
    let admin: pg.Client;
    /** On the server's own database: a database cannot refuse connections from itself. */
    let server: pg.Client;
    let databaseName: string;

    beforeAll(async () => {
      place = await freshPlace();
      world = await prepareWorld(place, { linkMaterials: 30 });
      const env = { REDIS_URL: '', READ_CACHE_TTL_MS: '600000', LOG_LEVEL: 'warn' };
      a = await startPortal(place, env);
      b = await startPortal(place, env);
      databaseName = new URL(place.databaseUrl).pathname.slice(1);
      admin = new pg.Client({ connectionString: place.databaseUrl, application_name: 'test-admin' });
      await admin.connect();
      server = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, application_name: 'test-admin' });
      await server.connect();
    });
    afterAll(async () => {
      await server?.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`).catch(() => {});
      await server?.end();
      await admin?.end();
    });

    /** What the server does to every client when it shuts down. */
    async function endPortalConnections(): Promise<number> {
      const ended = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      return ended.rowCount ?? 0;
    }

    const material = (portal: Portal, id: number, token = world.liga.token) =>
      send(`${portal.url}/api/materials/${id}`, { headers: bearer(token) });

    const expectAlive = () => {
      expect(a.child.exitCode, a.output()).toBeNull();
      expect(b.child.exitCode, b.output()).toBeNull();
    };

    /** The clean 503: the Latvian message in the error shape, and when to try again. */
    async function expectUnavailable(url: string, init: RequestInit = {}) {
      const started = performance.now();
      const response = await fetch(url, init);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual(UNAVAILABLE);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      // Answered at once, not after waiting for a connection that will not come.
      expect(performance.now() - started).toBeLessThan(3_000);
    }

    it('connections ended between requests: the next reads succeed; a write meeting an ended connection answers 503 and succeeds when sent again', async () => {
      const ids = world.linkMaterialIds;
      // Several connections in each pool, idle.
      await Promise.all(ids.slice(0, 8).map((id) => material(a, id)));
      expect(await endPortalConnections()).toBeGreaterThanOrEqual(3);

      const reads = ids.slice(0, 8).map((id) => material(a, id));
      const writes = [
        like(a.url, world.liga, ids[20]!),
        sendMessage(a.url, world.liga, world.anna, 'Pēc restarta', 'Vai strādā?'),
      ];
      for (const answer of await Promise.all(reads)) expect(answer?.status, JSON.stringify(answer?.body)).toBe(200);
      const [liked, messaged] = await Promise.all(writes);
      // Whether a write meets a connection the server has ended but the pool has not yet heard of
      // is a matter of microseconds; either way the answer is one a client can act on.
      for (const answer of [liked, messaged]) {
        if (answer?.status === 503) expect(answer.body).toEqual(UNAVAILABLE);
        else expect(answer?.status, JSON.stringify(answer?.body)).toBeLessThan(300);
      }
      if (liked?.status === 503) expect((await like(a.url, world.liga, ids[20]!))?.status).toBe(200);
      if (messaged?.status === 503)
        expect((await sendMessage(a.url, world.liga, world.anna, 'Pēc restarta', 'Vai strādā?'))?.status).toBe(201);
      expectAlive();
    });

    it('queries running when the connections end: the read is asked again, the write answers 503 and can be sent again', async () => {
      const id = world.linkMaterialIds[5]!;
      // A write first, so nothing the earlier tests' reads left in the read cache answers the read
      // below without asking the database (their reads may finish after their writes).
      expect((await like(a.url, world.anna, world.linkMaterialIds[25]!))?.status).toBe(200);
      // Holds the portal's next queries on `likes` in flight, inside the server.
      await admin.query('BEGIN');
      await admin.query('LOCK TABLE likes IN ACCESS EXCLUSIVE MODE');
      const read = material(a, id);
      const write = like(a.url, world.liga, id);
      await expect
        .poll(
          async () =>
            (
              await admin.query<{ n: number }>(
                `SELECT count(*)::int AS n FROM pg_stat_activity
                  WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
              )
            ).rows[0]!.n,
          { timeout: 10_000 },
        )
        .toBe(2);
      await endPortalConnections();
      await sleep(300);
      await admin.query('COMMIT');

      const [readAnswer, writeAnswer] = (await Promise.all([read, write])) as [Answer, Answer];
      expect(readAnswer.status, JSON.stringify(readAnswer.body)).toBe(200);
      expect(readAnswer.body!.data).toMatchObject({ id, is_liked: false });
      expect(writeAnswer).toEqual({ status: 503, body: UNAVAILABLE });
      const likedBefore = await withDatabase(place, (db) =>
        db
          .select()
          .from(likes)
          .where(and(eq(likes.userId, world.liga.id), eq(likes.materialId, id))),
      );
      expect(likedBefore).toEqual([]);

      const again = await like(a.url, world.liga, id);
      expect(again?.status).toBe(200);
      expect((again!.body!.data as { is_liked: boolean }).is_liked).toBe(true);
      expectAlive();
    });

    it('while the database refuses connections every request answers 503 at once; afterwards everything works again, across both processes', async () => {
      // As above: no answer kept from before may stand in for the database below.
      expect((await like(a.url, world.anna, world.linkMaterialIds[26]!))?.status).toBe(200);
      await server.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS false`);
      try {
        await endPortalConnections();
        await expectUnavailable(`${a.url}/api/materials/${world.linkMaterialIds[0]}`, {
          headers: bearer(world.liga.token),
        });
        await expectUnavailable(`${b.url}/api/materials?per_page=5`);
        await expectUnavailable(`${a.url}/api/materials/${world.linkMaterialIds[1]}/like`, {
          method: 'POST',
          headers: bearer(world.janis.token),
        });
        // As long as a restart takes.
        await sleep(2_000);
        expectAlive();
      } finally {
        await server.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`);
      }

      expect((await material(a, world.linkMaterialIds[0]!))?.status).toBe(200);
      expect((await material(b, world.linkMaterialIds[0]!))?.status).toBe(200);

      // Both processes hold their presence lock again (the start-up sweep counts on it).
      await expect
        .poll(
          async () =>
            (
              await admin.query<{ n: number }>(
                `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity s ON s.pid = l.pid
                  WHERE s.datname = current_database() AND s.application_name = 'portal-presence'
                    AND l.locktype = 'advisory' AND l.granted`,
              )
            ).rows[0]!.n,
          { timeout: 15_000 },
        )
        .toBe(2);

      // B keeps anonymous lists for 10 minutes unless told of a write: a like on A must reach it.
      const listUrl = `${b.url}/api/materials?sort=likes&per_page=50`;
      const likesOf = async (id: number) => {
        const response = await fetch(listUrl);
        const body = (await response.json()) as { data: { id: number; likes: number }[] };
        return { cache: response.headers.get('x-cache'), likes: body.data.find((m) => m.id === id)?.likes };
      };
      const target = world.linkMaterialIds[29]!;
      await expect.poll(() => likesOf(target).then((seen) => seen.cache)).toBe('hit');
      const before = (await likesOf(target)).likes ?? 0;
      expect((await like(a.url, world.janis, target))?.status).toBe(200);
      await expect.poll(() => likesOf(target).then((seen) => seen.likes), { timeout: 10_000 }).toBe(before + 1);
      expectAlive();
    });
  });
}
