/**
 * Anonymous reads answered from memory. The catalogue a visitor sees (material lists, the category
 * tree, news, banners, settings, pages, schools) is the same for every visitor and changes only
 * when someone writes, so a route that opts in with `config: { publicCache: true }` has its
 * anonymous 200 answers kept here, keyed by the full URL.
 *
 * Invalidation is deliberately coarse, so it cannot miss a case: every successful write request
 * (any method but GET/HEAD/OPTIONS answered below 400) empties the whole cache, in this process and,
 * through the invalidation bus, in every other process of the portal. Writes made outside the API
 * (an operator's SQL) are bounded by a time to live. Signed-in requests (an Authorization header)
 * are never cached: their answers carry the viewer's likes and bookmarks.
 *
 * The hooks must be registered before the compression plugin: the answer is kept as the string the
 * serializer made, and compressed per request for what the browser accepts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InvalidationBus } from './invalidationBus';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Anonymous 200 answers of this GET route may be served from the read cache. */
    publicCache?: boolean;
  }
  interface FastifyInstance {
    /** After a write made other than through an HTTP request (an admin command): empties every process's cache. */
    announceWrite(): void;
  }
}

export interface ReadCacheOptions {
  /** How long an answer may be served without a write having emptied the cache. 0 turns caching off. */
  ttlMs: number;
  /** The most answers kept; the least recently used go first. */
  maxEntries: number;
  now?: () => number;
}

interface Entry {
  body: string;
  contentType: string;
  expires: number;
}

const HIT_HEADER = 'x-cache';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export class ReadCache {
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => number;
  /** Bumped on every clear, so an answer computed before a write is not stored after it. */
  #generation = 0;

  constructor(private readonly options: ReadCacheOptions) {
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

  get(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expires <= this.#now()) return undefined;
    this.#entries.set(key, entry); // most recently used now
    return entry;
  }

  /** Stores an answer computed in `generation`; dropped when a write came in meanwhile. */
  set(key: string, body: string, contentType: string, generation: number): void {
    if (!this.enabled || generation !== this.#generation) return;
    this.#entries.delete(key);
    this.#entries.set(key, { body, contentType, expires: this.#now() + this.options.ttlMs });
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
}

const cacheable = (request: FastifyRequest) =>
  request.method === 'GET' && request.routeOptions.config.publicCache === true && !request.headers.authorization;

/** Serves hits, stores anonymous 200 answers, and empties the cache after every successful write. */
export function registerReadCache(app: FastifyInstance, cache: ReadCache, bus: InvalidationBus): void {
  const listening = bus.subscribe(() => cache.clear());
  // Ready only once this process hears the others' writes (see InvalidationBus.subscribe).
  app.addHook('onReady', () => listening);
  const announceWrite = () => {
    cache.clear();
    void bus.publish();
  };
  app.decorate('announceWrite', announceWrite);
  const generationAtStart = new WeakMap<FastifyRequest, number>();

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!cache.enabled || !cacheable(request)) return;
    const hit = cache.get(request.url);
    if (hit) return reply.header(HIT_HEADER, 'hit').type(hit.contentType).send(hit.body);
    generationAtStart.set(request, cache.generation);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!SAFE_METHODS.has(request.method)) {
      if (reply.statusCode < 400) announceWrite();
      return payload;
    }
    const generation = generationAtStart.get(request);
    if (generation === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (reply.getHeader(HIT_HEADER)) return payload;
    cache.set(request.url, payload, String(reply.getHeader('content-type') ?? 'application/json'), generation);
    reply.header(HIT_HEADER, 'miss');
    return payload;
  });
}
