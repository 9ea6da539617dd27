/**
 * Rate limits on the calls that cost us (login attempts, outgoing mail). Counters live in Redis when
 * REDIS_URL is set, so every API process shares them; otherwise in this process's memory.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from './errors';
import { API_MESSAGES } from './messages';

export async function registerRateLimit(app: FastifyInstance, redis: Redis | undefined): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'portal-rate-limit:' } : {}),
    // Redis being down must not lock everyone out of signing in.
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

export interface FailureLimit {
  /** Refuses the request (429) once the key has used up its failures in the window. */
  check(request: FastifyRequest): Promise<void>;
  /** Counts one failure for the request's key. */
  record(request: FastifyRequest): Promise<void>;
}

/**
 * A limit that counts only failures, e.g. wrong passwords per e-mail address: guessing one account's
 * password is stopped while its owner can still sign in as often as they like.
 */
export function limitFailures(app: FastifyInstance, rule: LimitRule): FailureLimit {
  const counter = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.timeWindow,
    keyGenerator: (request: FastifyRequest) => `${rule.name}:${rule.key(request) ?? ''}`,
  });
  return {
    async check(request) {
      if (rule.key(request) === null) return;
      const result = await counter(request, { increment: false });
      if (!result.isAllowed && result.remaining <= 0) {
        throw new HttpError(
          429,
          rule.message ?? API_MESSAGES.tooManyRequests,
          {},
          { 'retry-after': String(Math.max(1, result.ttlInSeconds)) },
        );
      }
    },
    async record(request) {
      if (rule.key(request) === null) return;
      await counter(request);
    },
  };
}
