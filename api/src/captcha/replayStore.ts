/**
 * Remembers which captcha solutions were already used, until their challenge expires (after that the
 * solution is refused as expired anyway). Redis when configured, so every API process agrees.
 */
import type { Redis } from 'ioredis';

export interface ReplayStore {
  /** True the first time an id is claimed, false for a reuse. */
  claim(id: string, ttlMs: number): Promise<boolean>;
}

export function memoryReplayStore(now: () => number = Date.now): ReplayStore {
  const seen = new Map<string, number>();
  return {
    async claim(id, ttlMs) {
      const t = now();
      // Sweep expired ids as we go; the map never holds more than the live challenges.
      for (const [key, expires] of seen) if (expires <= t) seen.delete(key);
      if (seen.has(id)) return false;
      seen.set(id, t + ttlMs);
      return true;
    },
  };
}

/**
 * Redis, so every process agrees; while Redis is away, this process's memory (a solution could then
 * be used once per process instead of once, for the few minutes a challenge lives) rather than a
 * contact form or registration that fails.
 */
export function redisReplayStore(redis: Redis, fallback: ReplayStore = memoryReplayStore()): ReplayStore {
  return {
    async claim(id, ttlMs) {
      try {
        const result = await redis.set(`portal-captcha-used:${id}`, '1', 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX');
        return result === 'OK';
      } catch {
        return fallback.claim(id, ttlMs);
      }
    },
  };
}
