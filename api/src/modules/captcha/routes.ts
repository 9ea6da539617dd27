/**
 * GET /api/captcha/config: which captcha the forms show (provider, reCAPTCHA site key, altcha
 * challenge address). GET /api/captcha/challenge: a fresh altcha challenge (never cached).
 * Entries: contracts/src/endpoints/captcha.ts.
 */
import type { FastifyInstance } from 'fastify';
import { captchaEndpoints as calls } from '@portal/contracts/endpoints/captcha';
import { captchaRoutes } from '@portal/contracts/endpoints/routes/captcha';
import { registerEndpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';

export const CAPTCHA_CHALLENGE_PATH = captchaRoutes.challenge.path;

export async function registerCaptchaRoutes(app: FastifyInstance): Promise<void> {
  const { captcha } = app;
  registerEndpoint(app, calls.config, {}, async () => ({
    data: {
      provider: captcha.provider,
      site_key: captcha.siteKey,
      challenge_url: captcha.provider === 'altcha' ? CAPTCHA_CHALLENGE_PATH : null,
    },
  }));

  registerEndpoint(app, calls.challenge, {}, async (_input, _request, reply) => {
    const challenge = await captcha.createChallenge();
    if (!challenge) throw notFound();
    return reply.header('cache-control', 'no-store').send(challenge);
  });
}
