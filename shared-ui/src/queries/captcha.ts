/**
 * The captcha settings (GET /api/captcha/config) of the contact form (mf-catalog) and the
 * registration forms (mf-auth): asked once per page load.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_CAPTCHA, getCaptchaConfig } from '@portal/contracts/api/captcha';
import type { CaptchaConfig } from '@portal/contracts/schemas/entities';
import { KEEP_ON_SESSION_CHANGE } from '@portal/shared-ui/lib/queryClient';

export const captchaKeys = {
  all: ['captcha'] as const,
  config: () => [...captchaKeys.all, 'config'] as const,
};

export const captchaConfigQuery = () =>
  queryOptions({
    queryKey: captchaKeys.config(),
    queryFn: getCaptchaConfig,
    staleTime: Infinity,
    meta: KEEP_ON_SESSION_CHANGE,
  });

/** The captcha the server asked for (null while asking); altcha, the embedded default, if it cannot say. */
export function useCaptchaConfig(): CaptchaConfig | null {
  const { data, isError } = useQuery(captchaConfigQuery());
  if (isError) return DEFAULT_CAPTCHA;
  return data ?? null;
}
