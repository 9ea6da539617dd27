/**
 * The portal without its Redis (issue 11, degradation): it keeps serving, and what Redis shares
 * between processes — rate-limit counters, used captcha solutions, read-cache invalidations — is
 * kept by each process for itself until Redis is back, never dropped. Redis here is an address
 * nothing listens on, as after a crash of the cache server.
 */
import { describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { RESET_REQUEST_LIMITS } from '../src/modules/accounts/limits';
import { redisReplayStore } from '../src/captcha/replayStore';
import { SIGN_IN_THROTTLE } from '../src/modules/oauth/throttle';
import { BROWSER_CLIENT } from '@portal/contracts/constants';
import { useTestContext } from './helpers/app';

const t = useTestContext({ env: { REDIS_URL: 'redis://127.0.0.1:1', READ_CACHE_TTL_MS: '60000' } });

describe('Redis gone', () => {
  it('keeps serving reads, from the read cache too', async () => {
    expect((await t.app.inject({ url: '/api/settings' })).statusCode).toBe(200);
    const again = await t.app.inject({ url: '/api/settings' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-cache']).toBe('hit');
  });

  it('still limits requests, counting in this process', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password/email',
        payload: { email: 'bez-redis@skola.lv' },
        remoteAddress: '10.77.0.1',
      });
    const statuses = [];
    for (let i = 0; i < RESET_REQUEST_LIMITS.perEmail.max; i++) statuses.push((await ask()).statusCode);
    expect(statuses).toEqual(Array(RESET_REQUEST_LIMITS.perEmail.max).fill(200));
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('still limits failed sign-ins, so guessing does not become free', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: {
          grant_type: 'password',
          client_id: BROWSER_CLIENT.id,
          client_secret: BROWSER_CLIENT.secret,
          username: 'anna@skola.lv',
          password: 'Nepareiza1',
        },
        remoteAddress: '10.77.0.2',
      });
    for (let i = 0; i < SIGN_IN_THROTTLE.pair.captchaAt; i++) expect((await attempt()).statusCode).toBe(401);
    const asked = await attempt();
    expect(asked.statusCode).toBe(400);
    expect(JSON.parse(asked.body)).toMatchObject({ error: 'captcha_required' });
  });

  it('still refuses a captcha solution used twice, remembering it in this process', async () => {
    const redis = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, lazyConnect: true });
    redis.on('error', () => {});
    const store = redisReplayStore(redis);
    try {
      expect(await store.claim('lasitajs-1', 60_000)).toBe(true);
      expect(await store.claim('lasitajs-1', 60_000)).toBe(false);
      expect(await store.claim('lasitajs-2', 60_000)).toBe(true);
    } finally {
      redis.disconnect();
    }
  });
});
