/**
 * Tells the portal's other processes that something was written, so each empties its read cache
 * (readCache.ts). With REDIS_URL: a Redis channel (Redis is already where the processes share rate
 * limits). With DATABASE_URL and no Redis: PostgreSQL's LISTEN/NOTIFY on the database they share.
 * Otherwise (the embedded database, one process by construction): nobody else to tell.
 *
 * Messages carry the sender's id, so a process does not empty its cache twice for its own write,
 * and what the write changed (`WriteScope`): the tags of its entry's `cache.changes`, space-separated
 * after the id (a tag holds no space), or nothing after the id for everything. A message from a
 * process of the previous release (`<id> inbox`) reads the same way.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type pg from 'pg';

/** What a write changed: anything kept (`all`), or what reads one of these tags (http/readCache.ts). */
export type WriteScope = 'all' | readonly string[];

export interface InvalidationBus {
  /** Announces a write to the other processes; never rejects (a failure is logged). */
  publish(scope?: WriteScope): Promise<void>;
  /**
   * Runs `onWrite` when another process announces a write, and whenever announcements may have been
   * missed (the connection to Redis or PostgreSQL was lost and is back: then with `all`). Resolves
   * once listening (or once listening has failed, which is logged): the app is ready only then, so
   * no write announced after its start can pass it by.
   */
  subscribe(onWrite: (scope: WriteScope) => void): Promise<void>;
  close(): Promise<void>;
}

export const CHANNEL = 'portal_read_cache';

const payloadOf = (sender: string, scope: WriteScope) => (scope === 'all' ? sender : [sender, ...scope].join(' '));

/** The scope of another process's message, or null for this process's own. */
function scopeOf(payload: string, self: string): WriteScope | null {
  const [sender, ...tags] = payload.split(' ').filter(Boolean);
  if (sender === self) return null;
  return tags.length > 0 ? tags : 'all';
}

export function localBus(): InvalidationBus {
  return { publish: async () => {}, subscribe: async () => {}, close: async () => {} };
}

interface Log {
  warn(message: string): void;
}

export function redisBus(redis: Redis, log: Log): InvalidationBus {
  const self = randomUUID();
  // A connection in subscriber mode can do nothing else: a second one, made on first subscribe.
  let subscriber: Redis | undefined;
  let listening: Promise<void> | undefined;
  const listeners: ((scope: WriteScope) => void)[] = [];
  const tellListeners = (scope: WriteScope = 'all') => {
    for (const listener of listeners) listener(scope);
  };
  return {
    async publish(scope = 'all') {
      await redis
        .publish(CHANNEL, payloadOf(self, scope))
        .catch((error: Error) => log.warn(`read cache: publish failed: ${error.message}`));
    },
    subscribe(onWrite) {
      listeners.push(onWrite);
      if (listening) return listening;
      // Queued until connected: the app's client fails commands at once while Redis is away (so rate
      // limits fall back without delay), but the subscription must wait for the connection.
      const connection = redis.duplicate({ enableOfflineQueue: true });
      subscriber = connection;
      connection.on('message', (_channel: string, payload: string) => {
        const scope = scopeOf(payload, self);
        if (scope) tellListeners(scope);
      });
      connection.on('error', (error: Error) => log.warn(`read cache: subscriber: ${error.message}`));
      listening = connection.subscribe(CHANNEL).then(
        () => {
          // ioredis subscribes again by itself after a reconnect; what was announced meanwhile is lost.
          connection.on('ready', () => tellListeners());
        },
        (error: Error) => log.warn(`read cache: subscribe failed: ${error.message}`),
      );
      return listening;
    },
    async close() {
      await subscriber?.quit().catch(() => subscriber?.disconnect());
    },
  };
}

/** A lost LISTEN connection is made again after this pause, doubled after each failure up to the most. */
const RELISTEN_FIRST_MS = 250;
const RELISTEN_MAX_MS = 10_000;

export function postgresBus(pool: pg.Pool, log: Log): InvalidationBus {
  const self = randomUUID();
  const listeners: ((scope: WriteScope) => void)[] = [];
  const tellListeners = (scope: WriteScope = 'all') => {
    for (const listener of listeners) listener(scope);
  };
  let listening: Promise<void> | undefined;
  /** Ends the current LISTEN connection (at close). */
  let stopListening: (() => void) | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = RELISTEN_FIRST_MS;

  /**
   * LISTEN on a connection of its own, and again whenever that connection is lost (a database
   * restart ends it), retrying with a growing pause while the database cannot be reached: a process
   * that stopped listening would serve stale answers until their time to live. Each time listening
   * starts again, the cache is emptied, since announcements made meanwhile were missed.
   */
  async function listen(again: boolean): Promise<void> {
    let connection: pg.PoolClient | undefined;
    let released = false;
    const release = (error?: Error) => {
      if (released || !connection) return;
      released = true;
      // With an error the pool destroys the connection instead of handing it out again.
      connection.release(error ?? true);
    };
    try {
      connection = await pool.connect();
      const current = connection;
      current.on('notification', (message) => {
        const scope = message.channel === CHANNEL ? scopeOf(message.payload ?? '', self) : null;
        if (scope) tellListeners(scope);
      });
      const lost = (error?: Error) => {
        if (released) return;
        log.warn(`read cache: LISTEN connection lost${error ? `: ${error.message}` : ''}`);
        stopListening = undefined;
        release(error);
        tellListeners();
        relistenLater();
      };
      // Without an 'error' listener a connection ended by the server would crash the process.
      current.on('error', lost);
      current.on('end', () => lost());
      await current.query(`LISTEN ${CHANNEL}`);
      if (closed) {
        release();
        return;
      }
      stopListening = () => release();
      retryMs = RELISTEN_FIRST_MS;
      if (again) tellListeners();
    } catch (error) {
      log.warn(`read cache: LISTEN failed: ${(error as Error).message}`);
      release(error as Error);
      relistenLater();
    }
  }

  function relistenLater(): void {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void listen(true);
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RELISTEN_MAX_MS);
  }

  return {
    async publish(scope = 'all') {
      await pool
        .query('SELECT pg_notify($1, $2)', [CHANNEL, payloadOf(self, scope)])
        .then(() => undefined)
        .catch((error: Error) => log.warn(`read cache: NOTIFY failed: ${error.message}`));
    },
    async subscribe(onWrite) {
      listeners.push(onWrite);
      // The first attempt only: the app is ready once it has listened or failed to (then retrying).
      listening ??= listen(false);
      await listening;
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await listening;
      stopListening?.();
      stopListening = undefined;
    },
  };
}
