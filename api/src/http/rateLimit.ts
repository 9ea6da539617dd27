/**
 * Rate limits on the calls that cost us (login attempts, outgoing mail). Counters live in Redis when
 * REDIS_URL is set, so every API process shares them; otherwise in this process's memory. While
 * Redis is away, each process counts in its own memory instead (a limit per process, so at most N
 * times the limit across N processes) rather than not counting at all: sign-in guessing must not
 * become free because a cache server restarted.
 */
import { createRequire } from 'node:module';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from './errors';
import { API_MESSAGES } from './messages';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result: Counted | null) => void;
/** The store interface of @fastify/rate-limit (its stores are plain constructor functions). */
interface LimitStore {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read?(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: Record<string, unknown>): LimitStore;
}
type StoreConstructor<A extends unknown[]> = new (...args: A) => LimitStore;

// The plugin's own two stores, combined below; they are CommonJS modules of the package.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreConstructor<
  [boolean, boolean, Redis, string]
>;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreConstructor<[boolean, boolean]>;

/** Redis first; this process's memory for any call Redis cannot answer. */
class RedisOrLocalStore implements LimitStore {
  constructor(
    private readonly shared: LimitStore,
    private readonly local: LimitStore,
    private readonly onFallback: (error: Error) => void,
  ) {}

  incr(key: string, done: Done, timeWindow: number, max: number): void {
    this.shared.incr(
      key,
      (error, result) => {
        if (!error) return done(null, result);
        this.onFallback(error);
        this.local.incr(key, done, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  read(key: string, done: Done, timeWindow: number, max: number): void {
    this.shared.read?.(
      key,
      (error, result) => {
        if (!error) return done(null, result);
        this.onFallback(error);
        this.local.read?.(key, done, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Record<string, unknown>): LimitStore {
    return new RedisOrLocalStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.onFallback);
  }
}

/** The store class the plugin constructs, with its global options (continueExceeding, exponentialBackoff). */
function redisOrLocalStore(redis: Redis, onFallback: (error: Error) => void) {
  return class {
    constructor(options: object) {
      const { continueExceeding = false, exponentialBackoff = false } = options as {
        continueExceeding?: boolean;
        exponentialBackoff?: boolean;
      };
      return new RedisOrLocalStore(
        new RedisStore(continueExceeding, exponentialBackoff, redis, 'portal-rate-limit:'),
        new LocalStore(continueExceeding, exponentialBackoff),
        onFallback,
      );
    }
  };
}

export async function registerRateLimit(app: FastifyInstance, redis: Redis | undefined): Promise<void> {
  let warned = 0;
  const onFallback = (error: Error) => {
    // Once a minute at most: a Redis outage is one event, not one per request.
    if (Date.now() - warned < 60_000) return;
    warned = Date.now();
    app.log.warn(`rate limits: Redis unavailable (${error.message}); counting in this process`);
  };
  const store = redis ? redisOrLocalStore(redis, onFallback) : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(store ? { store: store as unknown as NonNullable<Parameters<typeof rateLimit>[1]>['store'] } : {}),
    // The last resort, should a store fail in a way the fallback does not catch: never lock everyone out.
    skipOnError: true,
  });
}

export interface LimitRule {
  /** Distinguishes the counters of different rules that use the same key (an IP, an e-mail). */
  name: string;
  max: number;
  /** Milliseconds. */
  timeWindow: number;
  /** The key to count by; null skips this rule for the request. */
  key: (request: FastifyRequest) => string | null;
  /** The 429 answer's message. */
  message?: string;
}

/**
 * A preHandler applying one or more limits (e.g. per IP and per e-mail on the login call); the first
 * exceeded rule answers 429 with Retry-After. Runs as a preHandler so rules may key on the body.
 */
export function limitRequests(app: FastifyInstance, rules: LimitRule[]): preHandlerAsyncHookHandler {
  const checks = rules.map((rule) => ({
    rule,
    check: app.createRateLimit({
      max: rule.max,
      timeWindow: rule.timeWindow,
      keyGenerator: (request: FastifyRequest) => `${rule.name}:${rule.key(request) ?? ''}`,
    }),
  }));
  return async (request) => {
    for (const { rule, check } of checks) {
      if (rule.key(request) === null) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new HttpError(
          429,
          rule.message ?? API_MESSAGES.tooManyRequests,
          {},
          { 'retry-after': String(Math.max(1, result.ttlInSeconds)) },
        );
      }
    }
  };
}

export interface FailureCounter {
  /** Failures counted for the request's key in the window (0 when the key is null), and the seconds until they are forgotten. */
  read(request: FastifyRequest): Promise<{ count: number; retryAfter: number }>;
  /** Counts one failure for the request's key; answers the new count. */
  record(request: FastifyRequest): Promise<number>;
}

/** Far above any threshold a caller compares with: the plugin's `remaining` then tells the count. */
const UNCAPPED = 1_000_000_000;

/**
 * Counts failures (wrong passwords, say) per key in a sliding window, in the same store as the
 * limits (Redis when set, shared by every process). It refuses nothing by itself: the caller
 * decides what a count means (ask for the captcha, refuse one address), so no count can be turned
 * into a lock on somebody else.
 */
export function countFailures(
  app: FastifyInstance,
  rule: Pick<LimitRule, 'name' | 'timeWindow' | 'key'>,
): FailureCounter {
  const counter = app.createRateLimit({
    max: UNCAPPED,
    timeWindow: rule.timeWindow,
    keyGenerator: (request: FastifyRequest) => `${rule.name}:${rule.key(request) ?? ''}`,
  });
  type Counted = Awaited<ReturnType<typeof counter>>;
  // `isAllowed` is true only for an allow list, which these counters have none of.
  const counted = (result: Counted) => (result.isAllowed ? 0 : UNCAPPED - result.remaining);
  return {
    async read(request) {
      if (rule.key(request) === null) return { count: 0, retryAfter: 0 };
      const result = await counter(request, { increment: false });
      return { count: counted(result), retryAfter: result.isAllowed ? 1 : Math.max(1, result.ttlInSeconds) };
    },
    async record(request) {
      if (rule.key(request) === null) return 0;
      return counted(await counter(request));
    },
  };
}
