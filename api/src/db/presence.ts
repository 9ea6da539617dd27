/**
 * Which portal processes are running on this database, as far as the start-up sweep
 * (storage/sweep.ts) needs to know: "am I the only one?". A process that is alone may treat every
 * temporary upload and every stored file without a row as debris of a crash; a process that has
 * company must leave young ones alone, since they may be another process's upload in flight.
 *
 *  - Embedded database (PGlite): one process by construction. `${DATA_DIR}/portal.lock` is held
 *    before the database is opened, so the process that gets here is alone.
 *  - PostgreSQL: every running portal process holds a shared session advisory lock on one
 *    dedicated connection for as long as it runs. A starting process first tries the same lock
 *    exclusively: it gets it only when no other portal process holds the shared one, that is, when
 *    nobody else is serving. It keeps the exclusive lock while it sweeps (a process starting
 *    meanwhile waits for its shared lock before it serves), then takes the shared one and lets the
 *    exclusive go. The database sees a killed process's connection end and drops its lock with it,
 *    so after `kill -9` the next start is alone again.
 *
 * If the presence connection is lost while the portal runs (PostgreSQL restarted), it is made again
 * and the shared lock taken again, retrying with a growing pause. In the moment between, a process
 * starting elsewhere could think it is alone; the sweep's rule about young files does not protect
 * that moment (it is the rare combination of a database restart, a start-up and an upload between
 * storing its file and committing its row).
 *
 * The connection must be a session (not a transaction-pooled PgBouncer) connection, as LISTEN and
 * the migration lock already need.
 */
import pg from 'pg';
import type { DatabaseHandle } from './client';

/** Any fixed number; the same in every portal process (the seed and migration locks are its neighbours). */
export const PRESENCE_LOCK_ID = 7_311_206;

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 10_000;

export interface Presence {
  /** No other portal process is running on this database (until `serving()` is called). */
  readonly alone: boolean;
  /** Called once the sweep is done, before serving: from now on this process counts as running. */
  serving(): Promise<void>;
  /** Stops counting this process (at stop, after the HTTP server has closed). */
  leave(): Promise<void>;
}

interface Log {
  warn(line: string): void;
}

const embeddedPresence: Presence = {
  alone: true,
  serving: async () => {},
  leave: async () => {},
};

/**
 * Joins the running portal processes of `handle`'s database, saying whether there are others.
 * `connectionString` is DATABASE_URL (needed for the dedicated connection).
 */
export async function joinPortalProcesses(
  handle: DatabaseHandle,
  connectionString: string | undefined,
  log: Log,
): Promise<Presence> {
  if (handle.kind === 'pglite' || !connectionString) return embeddedPresence;

  let client: pg.Client | undefined;
  let left = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = RECONNECT_FIRST_MS;

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString, application_name: 'portal-presence' });
    // Without a listener an 'error' (the server ending the connection) would crash the process.
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    await next.connect();
    return next;
  };

  /** The connection (and with it the lock) is gone: make it again unless the process is leaving. */
  const lost = (which: pg.Client, error?: Error) => {
    if (which !== client || left) return;
    client = undefined;
    log.warn(`PostgreSQL: the presence connection was lost${error ? ` (${error.message})` : ''}; reconnecting`);
    which.end().catch(() => {});
    scheduleRejoin();
  };

  const scheduleRejoin = () => {
    if (left || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void rejoin();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  };

  const rejoin = async () => {
    let next: pg.Client | undefined;
    try {
      next = await connect();
      await next.query('SELECT pg_advisory_lock_shared($1)', [PRESENCE_LOCK_ID]);
      if (left) {
        await next.end();
        return;
      }
      client = next;
      retryMs = RECONNECT_FIRST_MS;
    } catch {
      await next?.end().catch(() => {});
      scheduleRejoin();
    }
  };

  client = await connect();
  const first = client;
  const { rows } = await first.query<{ alone: boolean }>('SELECT pg_try_advisory_lock($1) AS alone', [
    PRESENCE_LOCK_ID,
  ]);
  const alone = rows[0]?.alone === true;
  // With company: count this process in at once (waits while a starting process sweeps alone).
  if (!alone) await first.query('SELECT pg_advisory_lock_shared($1)', [PRESENCE_LOCK_ID]);

  return {
    alone,
    async serving() {
      if (!alone || client !== first) return;
      // A session's own locks never conflict with each other: shared first, then the exclusive
      // goes, so there is no moment in which this process does not count.
      await first.query('SELECT pg_advisory_lock_shared($1)', [PRESENCE_LOCK_ID]);
      await first.query('SELECT pg_advisory_unlock($1)', [PRESENCE_LOCK_ID]);
    },
    async leave() {
      left = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      // Ending the session releases its advisory locks.
      await current?.end().catch(() => {});
    },
  };
}
