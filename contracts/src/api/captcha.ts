/** GET /api/captcha/config: the captcha of the contact and registration forms (ARCHITECTURE.md §2). */
import type { CaptchaConfig, Single } from '@portal/contracts/schemas/entities';
import { api } from '@portal/contracts/api/client';

/** The embedded default: self-hosted altcha. */
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
