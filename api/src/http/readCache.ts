/**
 * Anonymous reads answered from memory. The catalogue a visitor sees (material lists, the category
 * tree, news, banners, settings, pages, schools) is the same for every visitor and changes only
 * when someone writes, so a route that opts in with `config: { publicCache: true }` has its
 * anonymous 200 answers kept here, keyed by the full URL.
 *
 * Invalidation is deliberately coarse, so it cannot miss a case: every successful write request
 * (any method but GET/HEAD/OPTIONS answered below 400) empties the whole cache, in this process and,
 * through the invalidation bus, in every other process of the portal. The only exceptions are writes
 * whose route says `keepsReadCache` because nothing kept here can show them (comments, messages,
 * seen marks, views: a teacher's clicks that would otherwise empty the cache many times a second; a
 * material's view count in a kept list may lag by up to the time to live); those of them that change
 * teachers' inbox counts (`changesInbox`) empty only the counts kept in `app.inboxReads`, in every
 * process. Writes made outside the API (an operator's SQL) are bounded by a time to live.
 *
 * Signed-in answers of the same routes are kept too, each for its viewer alone (keyed by user id and
 * URL, looked up once authentication has said who asks): they carry the viewer's likes and
 * bookmarks, and a dead token is nobody's. What they are made of mostly is the same for everyone,
 * and is kept by the same rules in `app.sharedReads` (the material lists lay the viewer's likes and
 * bookmarks, kept there per viewer, over rows kept there), and so are the live sessions
 * (auth/tokens.ts): a signed-in list asked before costs no query, and one another viewer asked
 * before only the viewer's marks.
 *
 * The hooks must be registered before the compression plugin: the answer is kept as the string the
 * serializer made, and compressed per request for what the browser accepts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InvalidationBus, WriteScope } from './invalidationBus';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anonymous 200 answers of this GET route may be served from the read cache. */
    publicCache?: boolean;
    /**
     * This write changes nothing the read cache, `sharedReads` or the live sessions keep (a comment,
     * a message, a seen mark, a view), so it does not empty them. Every other write does: a route that says
     * nothing is safe by default.
     */
    keepsReadCache?: boolean;
    /**
     * With `keepsReadCache`: this write changes teachers' inbox counts (a comment, a message, a seen
     * mark), so it empties the counts kept in `app.inboxReads`, in every process.
     */
    changesInbox?: boolean;
  }
  interface FastifyInstance {
    /** After a write made other than through an HTTP request (an admin command): empties every process's cache. */
    announceWrite(): void;
    /**
     * Data that is the same for every viewer, kept for the signed-in reads built from it (a list
     * page's rows before the viewer's likes and bookmarks); emptied with the read cache.
     */
    sharedReads: ReadCache<unknown>;
    /**
     * Each teacher's inbox counts (the header badge asked on every page), kept until a write changes
     * them: emptied with the read cache and by every write that says `changesInbox`.
     */
    inboxReads: ReadCache<unknown>;
  }
}

export interface ReadCacheOptions {
  /** How long an answer may be served without a write having emptied the cache. 0 turns caching off. */
  ttlMs: number;
  /** The most answers kept; the least recently used go first. */
  maxEntries: number;
  now?: () => number;
}

/** An anonymous answer as the serializer made it. */
export interface CachedAnswer {
  body: string;
  contentType: string;
}

interface Entry<V> {
  value: V;
  expires: number;
}

const HIT_HEADER = 'x-cache';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Values kept per key until a write empties the cache, their time to live passes or newer keys push
 * them out (least recently used first). `V` is what is kept: the HTTP answers of the anonymous
 * reads here, or data several viewers' answers are made of (`app.sharedReads`).
 */
export class ReadCache<V = CachedAnswer> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #now: () => number;
  /** Bumped on every clear, so an answer computed before a write is not stored after it. */
  #generation = 0;

  constructor(readonly options: ReadCacheOptions) {
    this.#now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0 && this.options.maxEntries > 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  get generation(): number {
    return this.#generation;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expires <= this.#now()) return undefined;
    this.#entries.set(key, entry); // most recently used now
    return entry.value;
  }

  /** Stores a value computed in `generation`; dropped when a write came in meanwhile. */
  set(key: string, value: V, generation: number): void {
    if (!this.enabled || generation !== this.#generation) return;
    this.#entries.delete(key);
    this.#entries.set(key, { value, expires: this.#now() + this.options.ttlMs });
    while (this.#entries.size > this.options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  /**
   * The value kept under `key`, or `compute()`'s, kept for the next caller unless a write came in
   * while it was computed. Callers share the value: they must not change it.
   */
  async remember<T extends V>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.get(key);
    if (hit !== undefined) return hit as T;
    const generation = this.#generation;
    const value = await compute();
    this.set(key, value, generation);
    return value;
  }
}

const cacheable = (request: FastifyRequest) =>
  request.method === 'GET' && request.routeOptions.config.publicCache === true && !request.headers.authorization;

/**
 * Serves hits, stores anonymous 200 answers and signed-in ones per viewer, and empties the cache
 * after every successful write;
 * `alsoEmptied` are other caches kept by the same rules (the live sessions, auth/tokens.ts).
 */
export function registerReadCache(
  app: FastifyInstance,
  cache: ReadCache,
  bus: InvalidationBus,
  alsoEmptied: Pick<ReadCache<unknown>, 'clear'>[] = [],
): void {
  const shared = new ReadCache<unknown>(cache.options);
  // A signed-in viewer's answers, kept for that viewer alone (keyed by user id): the same call
  // asked again costs no work, and nobody else can be served it.
  const personal = new ReadCache(cache.options);
  const inbox = new ReadCache<unknown>(cache.options);
  const clear = (scope: WriteScope) => {
    if (scope === 'inbox') return inbox.clear();
    for (const kept of [cache, shared, personal, inbox, ...alsoEmptied]) kept.clear();
  };
  const listening = bus.subscribe(clear);
  // Ready only once this process hears the others' writes (see InvalidationBus.subscribe).
  app.addHook('onReady', () => listening);
  const announceWrite = (scope: WriteScope = 'all') => {
    clear(scope);
    void bus.publish(scope);
  };
  app.decorate('announceWrite', () => announceWrite());
  app.decorate('sharedReads', shared);
  app.decorate('inboxReads', inbox);
  /** The key and cache generation of an answer to keep once it is made. */
  const toKeep = new WeakMap<FastifyRequest, { kept: ReadCache; key: string; generation: number }>();
  const serve = (request: FastifyRequest, reply: FastifyReply, kept: ReadCache, key: string) => {
    const hit = kept.get(key);
    if (hit) return reply.header(HIT_HEADER, 'hit').type(hit.contentType).send(hit.body);
    toKeep.set(request, { kept, key, generation: kept.generation });
    return undefined;
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!cache.enabled || !cacheable(request)) return;
    return serve(request, reply, cache, request.url);
  });

  // After authentication (registerAuth's preHandler comes first, see app.ts): the viewer is known.
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!personal.enabled || !request.user || !request.headers.authorization) return;
    if (request.method !== 'GET' || request.routeOptions.config.publicCache !== true) return;
    return serve(request, reply, personal, `${request.user.id} ${request.url}`);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!SAFE_METHODS.has(request.method)) {
      const { keepsReadCache, changesInbox } = request.routeOptions.config;
      if (reply.statusCode < 400 && keepsReadCache !== true) announceWrite();
      else if (reply.statusCode < 400 && changesInbox === true) announceWrite('inbox');
      return payload;
    }
    const pending = toKeep.get(request);
    if (pending === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (reply.getHeader(HIT_HEADER)) return payload;
    const contentType = String(reply.getHeader('content-type') ?? 'application/json');
    pending.kept.set(pending.key, { body: payload, contentType }, pending.generation);
    reply.header(HIT_HEADER, 'miss');
    return payload;
  });
}
