import { useEffect, useState } from 'react';
import { DEFAULT_CAPTCHA, getCaptchaConfig } from '@portal/contracts/api/captcha';
import type { CaptchaConfig } from '@portal/contracts/schemas/entities';

/** The captcha the server asked for (null while asking); altcha, the embedded default, if it cannot say. */
export function useCaptchaConfig(): CaptchaConfig | null {
  const [config, setConfig] = useState<CaptchaConfig | null>(null);
  useEffect(() => {
    let alive = true;
    getCaptchaConfig().then(
      (answer) => alive && setConfig(answer),
      () => alive && setConfig(DEFAULT_CAPTCHA),
    );
    return () => {
      alive = false;
    };
  }, []);
  return config;
}
