/**
 * Tells the portal's other processes that something was written, so each empties its read cache
 * (readCache.ts). With REDIS_URL: a Redis channel (Redis is already where the processes share rate
 * limits). With DATABASE_URL and no Redis: PostgreSQL's LISTEN/NOTIFY on the database they share.
 * Otherwise (the embedded database, one process by construction): nobody else to tell.
 *
 * Messages carry the sender's id, so a process does not empty its cache twice for its own write.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type pg from 'pg';

export interface InvalidationBus {
  /** Announces a write to the other processes; never rejects (a failure is logged). */
  publish(): Promise<void>;
  /**
   * Runs `onWrite` when another process announces a write, and whenever announcements may have been
   * missed (the connection to Redis or PostgreSQL was lost and is back). Resolves once listening
   * (or once listening has failed, which is logged): the app is ready only then, so no write
   * announced after its start can pass it by.
   */
  subscribe(onWrite: () => void): Promise<void>;
  close(): Promise<void>;
}

export const CHANNEL = 'portal_read_cache';

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
  const listeners: (() => void)[] = [];
  const tellListeners = () => {
    for (const listener of listeners) listener();
  };
  return {
    async publish() {
      await redis
        .publish(CHANNEL, self)
        .catch((error: Error) => log.warn(`read cache: publish failed: ${error.message}`));
    },
    subscribe(onWrite) {
      listeners.push(onWrite);
      if (listening) return listening;
      // Queued until connected: the app's client fails commands at once while Redis is away (so rate
      // limits fall back without delay), but the subscription must wait for the connection.
      const connection = redis.duplicate({ enableOfflineQueue: true });
      subscriber = connection;
      connection.on('message', (_channel: string, sender: string) => {
        if (sender !== self) tellListeners();
      });
      connection.on('error', (error: Error) => log.warn(`read cache: subscriber: ${error.message}`));
      listening = connection.subscribe(CHANNEL).then(
        () => {
          // ioredis subscribes again by itself after a reconnect; what was announced meanwhile is lost.
          connection.on('ready', tellListeners);
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

export function postgresBus(pool: pg.Pool, log: Log): InvalidationBus {
  const self = randomUUID();
  const listeners: (() => void)[] = [];
  let listening: Promise<pg.PoolClient | undefined> | undefined;
  let closed = false;

  async function listen(): Promise<pg.PoolClient | undefined> {
    try {
      const client = await pool.connect();
      client.on('notification', (message) => {
        if (message.channel === CHANNEL && message.payload !== self) for (const listener of listeners) listener();
      });
      client.on('error', (error) => {
        // The connection is gone (a database restart): listen again on a new one, and empty the
        // cache, since notifications sent meanwhile were missed.
        log.warn(`read cache: LISTEN connection lost: ${error.message}`);
        client.release(error);
        for (const listener of listeners) listener();
        if (!closed) listening = listen();
      });
      await client.query(`LISTEN ${CHANNEL}`);
      return client;
    } catch (error) {
      log.warn(`read cache: LISTEN failed: ${(error as Error).message}`);
      return undefined;
    }
  }

  return {
    async publish() {
      await pool
        .query('SELECT pg_notify($1, $2)', [CHANNEL, self])
        .then(() => undefined)
        .catch((error: Error) => log.warn(`read cache: NOTIFY failed: ${error.message}`));
    },
    async subscribe(onWrite) {
      listeners.push(onWrite);
      listening ??= listen();
      await listening;
    },
    async close() {
      closed = true;
      const client = await listening;
      client?.release();
    },
  };
}
