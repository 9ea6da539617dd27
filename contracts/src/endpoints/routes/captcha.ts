/**
 * The method and path of every entry of captcha (endpoints/captcha.ts): the half of an entry the
 * browser loads (see endpoints/routes/materials.ts for why the halves are apart).
 */
import type { Route } from '@portal/contracts/endpoints/endpoint';

export const captchaRoutes = {
  config: { method: 'GET', path: '/api/captcha/config' },
  challenge: { method: 'GET', path: '/api/captcha/challenge' },
} as const satisfies Record<string, Route>;
