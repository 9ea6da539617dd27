/** The self-hosted altcha captcha (ARCHITECTURE.md §2): its proof-of-work challenge. */
import type { CaptchaChallenge } from '../schemas/entities';
import { api } from './client';

export function getCaptchaChallenge(): Promise<CaptchaChallenge> {
  return api.get('/api/captcha/challenge').json<CaptchaChallenge>();
}
