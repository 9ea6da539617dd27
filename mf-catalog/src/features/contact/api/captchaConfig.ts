/**
 * GET /api/captcha/config: which captcha the forms show. contracts has no call for it yet (only the
 * altcha challenge), so this remote asks for it itself through the shared client.
 */
import { api } from '@portal/contracts/api/client';
import type { Single } from '@portal/contracts/schemas/entities';

export interface CaptchaConfig {
  provider: 'altcha' | 'recaptcha';
  /** the reCAPTCHA site key */
  site_key: string | null;
  /** where the altcha widget gets its challenge */
  challenge_url: string | null;
}

/** The embedded default (ARCHITECTURE.md §2): self-hosted altcha. */
export const DEFAULT_CAPTCHA: CaptchaConfig = {
  provider: 'altcha',
  site_key: null,
  challenge_url: '/api/captcha/challenge',
};

export async function getCaptchaConfig(): Promise<CaptchaConfig> {
  const { data } = await api.get('/api/captcha/config').json<Single<Partial<CaptchaConfig>>>();
  const provider = data.provider === 'recaptcha' ? 'recaptcha' : 'altcha';
  return {
    provider,
    site_key: data.site_key ?? null,
    challenge_url: data.challenge_url ?? (provider === 'altcha' ? DEFAULT_CAPTCHA.challenge_url : null),
  };
}
