/**
 * GET /api/captcha/config: which captcha the forms show (provider, reCAPTCHA site key, altcha
 * challenge address). GET /api/captcha/challenge: a fresh altcha challenge (never cached).
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { notFound } from '../../http/errors';
import { CaptchaConfig, single } from '@portal/contracts/schemas/entities';
import { responses } from '../../web/schemas';

export const CAPTCHA_CHALLENGE_PATH = '/api/captcha/challenge';

export function registerCaptchaRoutes(app: FastifyInstance, { captcha }: AppDeps): void {
  app.get(
    '/api/captcha/config',
    {
      schema: {
        tags: ['captcha'],
        summary: 'Captcha provider of the forms',
        response: responses(single(CaptchaConfig)),
      },
    },
    async (): Promise<{ data: CaptchaConfig }> => ({
      data: {
        provider: captcha.provider,
        site_key: captcha.siteKey,
        challenge_url: captcha.provider === 'altcha' ? CAPTCHA_CHALLENGE_PATH : null,
      },
    }),
  );

  app.get(
    CAPTCHA_CHALLENGE_PATH,
    { schema: { tags: ['captcha'], summary: 'A new altcha challenge' } },
    async (_request, reply) => {
      const challenge = await captcha.createChallenge();
      if (!challenge) throw notFound();
      return reply.header('cache-control', 'no-store').send(challenge);
    },
  );
}
