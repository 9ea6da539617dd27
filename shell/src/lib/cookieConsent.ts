import { COOKIE_CONSENT_COOKIE } from '@portal/contracts/constants';

/** Consent is remembered for a year, like the "remember me" token. */
const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function hasCookieConsent(cookies: string = document.cookie): boolean {
  return cookies
    .split(';')
    .map((part) => part.trim())
    .some((part) => part.startsWith(`${COOKIE_CONSENT_COOKIE}=`) && part.length > COOKIE_CONSENT_COOKIE.length + 1);
}

export function storeCookieConsent(): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE_CONSENT_COOKIE}=1; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
