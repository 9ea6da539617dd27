/**
 * Reads answered from memory, emptied by what a write changes: not by every write.
 *
 * What is kept:
 * - Whole answers of the GET calls whose entry says what they read (`cache: { reads }` in
 *   contracts/src/endpoints): for visitors keyed by the URL, for a signed-in viewer keyed by their
 *   user id and the URL (they carry the viewer's likes and bookmarks; nobody else is served them).
 * - `request.keptReads` (`app.sharedReads` underneath): parts of answers that are the same for every
 *   viewer (a list page's rows, a material, search hits) and each viewer's own marks, so a signed-in
 *   list asked before costs no query and one another viewer asked before only the viewer's marks.
 * - `app.inboxReads`: each teacher's inbox counts; and the live sessions (auth/tokens.ts).
 *
 * Everything kept carries tags (contracts' `CacheTag`): what its answer reads, from the entry, and
 * what it turned out to be made of (each material of a list: `material:12`). A write's entry says
 * what its success changes (`cache: { changes }`): only what reads one of those tags is emptied,
 * in this process and, through the invalidation bus, in every other. A like empties the material's
 * page and the list pages that show it, and the liker's marks; the rest stays. A write that declares
 * nothing empties everything (safe by default), and so does an operator's command (`announceWrite`).
 * Writes made outside the API (SQL) are bounded by the time to live, as is a view count.
 *
 * An answer being computed while a write changes one of its tags is not kept (each tag's last
 * change is stamped, and a value made before it is refused).
 *
 * The hooks must be registered before the compression plugin: the answer is kept as the string the
 * serializer made, and compressed per request for what the browser accepts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CacheTag, Endpoint } from '@portal/contracts/endpoints/endpoint';
import type { InvalidationBus, WriteScope } from './invalidationBus';

declare module 'fastify' {
  interface FastifyInstance {
    /** After a write made other than through an HTTP request (an admin command): empties every process's cache. */
    announceWrite(): void;
    /** What is the same for every viewer, kept for the answers built from it (use `request.keptReads`). */
    sharedReads: ReadCache<unknown>;
    /** Each teacher's inbox counts (the header badge asked on every page), tagged `inbox`. */
    inboxReads: ReadCache<unknown>;
  }
  interface FastifyRequest {
    /** The shared reads as this request uses them: what they are made of tags its own answer. */
    keptReads: KeptReads;
  }
}

export interface ReadCacheOptions {
  /** How long a value may be served without a write having emptied it. 0 turns caching off. */
  ttlMs: number;
  /** The most values kept; the least recently used go first. */
  maxEntries: number;
  now?: () => number;
}

/** An answer as the serializer made it. */
export interface CachedAnswer {
  body: string;
  contentType: string;
}

/** Tags a value once it is known (a list is tagged with the materials it holds). */
export type TagsOf<T> = readonly CacheTag[] | ((value: T) => readonly CacheTag[]);

interface Entry<V> {
  value: V;
  expires: number;
  tags: readonly CacheTag[];
}

/** Whether the whole answer was kept: `hit` or `miss` (only on calls that keep answers). */
const HIT_HEADER = 'x-cache';
/** How much of what the answer is made of was kept (`request.keptReads`): `kept`, `partial`, `miss`. */
const PARTS_HEADER = 'x-cache-parts';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Beyond this many stamped tags the cache is emptied instead: a bound on its bookkeeping. */
const MAX_STAMPS = 50_000;

/** `material:12` → `material`; a kind is its own kind. */
export const kindOf = (tag: CacheTag): string => {
  const colon = tag.indexOf(':');
  return colon === -1 ? tag : tag.slice(0, colon);
};

function addTo(index: Map<string, Set<string>>, name: string, key: string): void {
  let keys = index.get(name);
  if (!keys) index.set(name, (keys = new Set()));
  keys.add(key);
}

/**
 * Values kept per key with their tags, until a write changes one of the tags, their time to live
 * passes or newer keys push them out (least recently used first). `V` is what is kept: the HTTP
 * answers here, or data several answers are made of (`app.sharedReads`).
 */
export class ReadCache<V = CachedAnswer> {
  readonly #entries = new Map<string, Entry<V>>();
  /** Keys by each exact tag they carry (a kind-only tag included). */
  readonly #byTag = new Map<string, Set<string>>();
  /** Keys by the kind of every tag they carry. */
  readonly #byKind = new Map<string, Set<string>>();
  readonly #now: () => number;
  /** Counts changes; a value computed since `n` is refused if anything it reads changed after n. */
  #clock = 0;
  #clearedAt = 0;
  /** When each tag last changed. */
  readonly #tagChanged = new Map<CacheTag, number>();
  /** When each kind last changed as a whole. */
  readonly #kindChanged = new Map<string, number>();
  /** When any tag of each kind last changed (what a value reading the whole kind must not predate). */
  readonly #kindTouched = new Map<string, number>();

  constructor(readonly options: ReadCacheOptions) {
    this.#now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0 && this.options.maxEntries > 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The moment to pass to `set` for a value about to be computed. */
  get generation(): number {
    return this.#clock;
  }

  /** The value and its tags, or undefined. */
  lookup(key: string): { value: V; tags: readonly CacheTag[] } | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.#now()) {
      this.#drop(key);
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry); // most recently used now
    return entry;
  }

  get(key: string): V | undefined {
    return this.lookup(key)?.value;
  }

  /** Stores a value computed since `generation`; dropped when something it reads changed meanwhile. */
  set(key: string, value: V, generation: number, tags: readonly CacheTag[] = []): void {
    if (!this.enabled || this.#changedSince(generation, tags)) return;
    this.#drop(key);
    this.#entries.set(key, { value, expires: this.#now() + this.options.ttlMs, tags });
    for (const tag of tags) {
      addTo(this.#byTag, tag, key);
      addTo(this.#byKind, kindOf(tag), key);
    }
    while (this.#entries.size > this.options.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#drop(oldest);
    }
  }

  /** Forgets what reads any of `tags`: a kind forgets every tag of it, a tag what reads its whole kind. */
  invalidate(tags: readonly CacheTag[]): void {
    if (tags.length === 0) return;
    this.#clock += 1;
    for (const tag of tags) {
      const kind = kindOf(tag);
      this.#kindTouched.set(kind, this.#clock);
      if (kind === tag) {
        this.#kindChanged.set(kind, this.#clock);
        this.#dropAll(this.#byKind.get(kind));
      } else {
        this.#tagChanged.set(tag, this.#clock);
        this.#dropAll(this.#byTag.get(tag));
        this.#dropAll(this.#byTag.get(kind));
      }
    }
    if (this.#tagChanged.size > MAX_STAMPS) this.clear();
  }

  clear(): void {
    this.#clock += 1;
    this.#clearedAt = this.#clock;
    this.#entries.clear();
    this.#byTag.clear();
    this.#byKind.clear();
    // Every stamp is now older than the clear, which refuses older values by itself.
    this.#tagChanged.clear();
    this.#kindChanged.clear();
    this.#kindTouched.clear();
  }

  /**
   * The value kept under `key`, or `compute()`'s, kept with its tags for the next caller unless
   * something it reads changed while it was computed. Callers share the value: they must not change it.
   */
  async remember<T extends V>(key: string, compute: () => Promise<T>, tags: TagsOf<T> = []): Promise<T> {
    const hit = this.get(key);
    if (hit !== undefined) return hit as T;
    const generation = this.#clock;
    const value = await compute();
    this.set(key, value, generation, typeof tags === 'function' ? tags(value) : tags);
    return value;
  }

  #changedSince(generation: number, tags: readonly CacheTag[]): boolean {
    if (this.#clearedAt > generation) return true;
    for (const tag of tags) {
      const kind = kindOf(tag);
      if (kind === tag) {
        if ((this.#kindTouched.get(kind) ?? 0) > generation) return true;
      } else if ((this.#tagChanged.get(tag) ?? 0) > generation || (this.#kindChanged.get(kind) ?? 0) > generation) {
        return true;
      }
    }
    return false;
  }

  #dropAll(keys: Set<string> | undefined): void {
    if (keys) for (const key of [...keys]) this.#drop(key);
  }

  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    for (const tag of entry.tags) {
      this.#unindex(this.#byTag, tag, key);
      this.#unindex(this.#byKind, kindOf(tag), key);
    }
  }

  #unindex(index: Map<string, Set<string>>, name: string, key: string): void {
    const keys = index.get(name);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) index.delete(name);
  }
}

/**
 * The shared reads as one request uses them: the tags of every part it used (so its own answer,
 * when kept, is emptied with them) and whether the parts were kept (the `x-cache` header).
 */
export class KeptReads {
  readonly tags = new Set<CacheTag>();
  hits = 0;
  misses = 0;

  constructor(private readonly shared: ReadCache<unknown>) {}

  async remember<T>(key: string, compute: () => Promise<T>, tags: TagsOf<T> = []): Promise<T> {
    const kept = this.shared.lookup(key);
    if (kept !== undefined) {
      this.hits += 1;
      for (const tag of kept.tags) this.tags.add(tag);
      return kept.value as T;
    }
    this.misses += 1;
    const generation = this.shared.generation;
    const value = await compute();
    const own = typeof tags === 'function' ? tags(value) : tags;
    for (const tag of own) this.tags.add(tag);
    this.shared.set(key, value, generation, own);
    return value;
  }

  /** For `x-cache-parts`: every part kept, some, none; undefined when the answer used none. */
  get verdict(): 'kept' | 'partial' | 'miss' | undefined {
    if (this.hits + this.misses === 0) return undefined;
    return this.misses === 0 ? 'kept' : this.hits === 0 ? 'miss' : 'partial';
  }
}

/** What a service needs of the shared reads. */
export type SharedReads = Pick<KeptReads, 'remember'>;

const TEMPLATE = /^([^:]+):\{(\w+)\}$/;

/**
 * A rule's tags for this request: `kind:{viewer}` the signed-in user, `kind:{name}` the path
 * parameter or query field of that name (each value of a list its own tag); no value: the whole kind.
 */
export function tagsFor(rule: readonly CacheTag[], request: FastifyRequest): CacheTag[] {
  return rule.flatMap((tag) => {
    const template = TEMPLATE.exec(tag);
    if (!template) return [tag];
    const [, kind, name] = template as unknown as [string, string, string];
    const value =
      name === 'viewer'
        ? request.user?.id
        : ((request.params as Record<string, unknown> | undefined)?.[name] ??
          (request.query as Record<string, unknown> | undefined)?.[name]);
    const values = [value].flat().filter((one) => one !== undefined && one !== null && one !== '');
    return values.length ? values.map((one) => `${kind}:${String(one)}`) : [kind];
  });
}

/** What a handler found its write changed, narrower than its entry's rule (see `changedOnly`). */
const narrowed = new WeakMap<FastifyRequest, readonly CacheTag[]>();

/**
 * Says that this write changed only `tags`, known once its body was read (the nodes a material was
 * added to): instead of its entry's rule, which stays the bound. A tag of a kind the rule does not
 * name is a mistake in the code, refused.
 */
export function changedOnly(request: FastifyRequest, tags: readonly CacheTag[]): void {
  const kinds = new Set((entryOf(request)?.cache?.changes ?? []).map(kindOf));
  const outside = tags.filter((tag) => !kinds.has(kindOf(tag)));
  if (outside.length) throw new Error(`changedOnly: ${outside.join(', ')} not in the entry's cache rule`);
  narrowed.set(request, tags);
}

const entryOf = (request: FastifyRequest): Endpoint | undefined => request.routeOptions.config.endpoint;

/** A GET whose whole answer may be kept: its entry says what it reads. */
const keepsAnswer = (request: FastifyRequest) =>
  request.method === 'GET' && entryOf(request)?.cache?.reads !== undefined;

/**
 * Serves kept answers, keeps new ones with their tags, and after a successful write empties what it
 * changed; `alsoEmptied` are other caches kept by the same rules (the live sessions, auth/tokens.ts).
 */
export function registerReadCache(
  app: FastifyInstance,
  cache: ReadCache,
  bus: InvalidationBus,
  alsoEmptied: Pick<ReadCache<unknown>, 'clear' | 'invalidate'>[] = [],
): void {
  const shared = new ReadCache<unknown>(cache.options);
  // A signed-in viewer's answers, kept for that viewer alone (keyed by user id): the same call
  // asked again costs no work, and nobody else can be served it.
  const personal = new ReadCache(cache.options);
  const inbox = new ReadCache<unknown>(cache.options);
  const everyCache = [cache, shared, personal, inbox, ...alsoEmptied];
  const empty = (scope: WriteScope) => {
    for (const kept of everyCache) {
      if (scope === 'all') kept.clear();
      else kept.invalidate(scope);
    }
  };
  const listening = bus.subscribe(empty);
  // Ready only once this process hears the others' writes (see InvalidationBus.subscribe).
  app.addHook('onReady', () => listening);
  const announce = (scope: WriteScope) => {
    empty(scope);
    void bus.publish(scope);
  };
  app.decorate('announceWrite', () => announce('all'));
  app.decorate('sharedReads', shared);
  app.decorate('inboxReads', inbox);
  app.decorateRequest('keptReads', null as unknown as KeptReads);

  /** Where and under which key an answer is to be kept once made, and since when. */
  const toKeep = new WeakMap<FastifyRequest, { kept: ReadCache; key: string; generation: number; viewer?: number }>();
  const serve = (request: FastifyRequest, reply: FastifyReply, kept: ReadCache, key: string, viewer?: number) => {
    const hit = kept.get(key);
    if (hit) return reply.header(HIT_HEADER, 'hit').type(hit.contentType).send(hit.body);
    toKeep.set(request, { kept, key, generation: kept.generation, viewer });
    return undefined;
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    request.keptReads = new KeptReads(shared);
    if (!cache.enabled || !keepsAnswer(request) || request.headers.authorization) return;
    return serve(request, reply, cache, request.url);
  });

  // After authentication (registerAuth's preHandler comes first, see app.ts): the viewer is known.
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!personal.enabled || !request.user || !request.headers.authorization || !keepsAnswer(request)) return;
    return serve(request, reply, personal, `${request.user.id} ${request.url}`, request.user.id);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!SAFE_METHODS.has(request.method)) {
      if (reply.statusCode >= 400) return payload;
      const changes = narrowed.get(request) ?? entryOf(request)?.cache?.changes;
      if (changes === undefined) announce('all');
      else if (changes.length > 0) announce(tagsFor(changes, request));
      return payload;
    }
    if (reply.getHeader(HIT_HEADER)) return payload;
    const reads = request.keptReads;
    if (reads?.verdict) reply.header(PARTS_HEADER, reads.verdict);
    const pending = toKeep.get(request);
    if (pending === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const tags = [...tagsFor(entryOf(request)!.cache!.reads!, request), ...(reads?.tags ?? [])];
    // A viewer's answer shows their likes and bookmarks.
    if (pending.viewer !== undefined) tags.push(`marks:${pending.viewer}`);
    const contentType = String(reply.getHeader('content-type') ?? 'application/json');
    pending.kept.set(pending.key, { body: payload, contentType }, pending.generation, tags);
    reply.header(HIT_HEADER, 'miss');
    return payload;
  });
}
