/** GET /api/captcha/config: the captcha of the contact and registration forms (ARCHITECTURE.md §2). */
import type { CaptchaEndpoints } from '@portal/contracts/endpoints/captcha';
import { captchaRoutes } from '@portal/contracts/endpoints/routes/captcha';
import type { CaptchaConfig } from '@portal/contracts/schemas/entities';
import { clientFor } from '@portal/contracts/api/client';

const captcha = clientFor<CaptchaEndpoints>(captchaRoutes);

/** The embedded default: self-hosted altcha. */
export const DEFAULT_CAPTCHA: CaptchaConfig = {
  provider: 'altcha',
  site_key: null,
  challenge_url: captchaRoutes.challenge.path,
};

export async function getCaptchaConfig(): Promise<CaptchaConfig> {
  // An older server may leave fields out: read what is there and fill in the defaults.
  const data: Partial<CaptchaConfig> = (await captcha.config()).data;
  const provider = data.provider === 'recaptcha' ? 'recaptcha' : 'altcha';
  return {
    provider,
    site_key: data.site_key ?? null,
    challenge_url: data.challenge_url ?? (provider === 'altcha' ? DEFAULT_CAPTCHA.challenge_url : null),
  };
}
