/** Reading and writing document cookies (the token cookie and the cookie-consent cookie). */

export interface CookieOptions {
  /** Lifetime in days; leave out for a session cookie that ends with the browser session. */
  days?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Defaults to true on https pages, so a cookie set over TLS is never sent in clear text. */
  secure?: boolean;
}

const DAY_SECONDS = 24 * 60 * 60;

export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  const { days, path = '/', sameSite = 'Lax' } = options;
  const secure = options.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:');
  let cookie = `${name}=${encodeURIComponent(value)}; path=${path}; SameSite=${sameSite}`;
  if (days !== undefined) {
    const expires = new Date(Date.now() + days * DAY_SECONDS * 1000);
    cookie += `; max-age=${Math.round(days * DAY_SECONDS)}; expires=${expires.toUTCString()}`;
  }
  if (secure) cookie += '; Secure';
  document.cookie = cookie;
}

export function removeCookie(name: string, options: Pick<CookieOptions, 'path'> = {}): void {
  if (typeof document === 'undefined') return;
  const { path = '/' } = options;
  document.cookie = `${name}=; path=${path}; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}
