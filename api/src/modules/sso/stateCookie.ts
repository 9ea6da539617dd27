/**
 * What the portal must remember between sending the browser to a provider and the browser coming
 * back: the provider, the `state`, the PKCE verifier and the nonce, and when the sign-in started. It
 * travels in a cookie instead of a server-side table, so any API process can finish a sign-in another
 * one began and nothing has to be cleaned up after abandoned sign-ins.
 *
 * The cookie is sealed with AES-256-GCM: the browser (or anyone who steals the cookie) can neither
 * read the verifier nor change a field without the seal breaking. The key is derived from the app
 * key with HKDF under its own label, so it is never the same key as the CSRF HMAC's. Path
 * /auth/oauth keeps it off every other request; SameSite=Lax and httpOnly as for any session value.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SignInSecrets } from './platform';

export const STATE_COOKIE = 'portal_oauth';
export const STATE_COOKIE_PATH = '/auth/oauth';
/** Time enough to sign in at the platform, short enough that a forgotten tab is useless. */
export const STATE_TTL_MS = 10 * 60_000;

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Binds a sealed value to its purpose: a value sealed for anything else fails to open here. */
const AAD = Buffer.from('portal oauth state v1');

export interface SignInState extends SignInSecrets {
  provider: string;
  /** Milliseconds since the epoch when the sign-in started. */
  startedAt: number;
}

function stateKey(appKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appKey, Buffer.alloc(0), 'portal oauth state cookie', 32));
}

/** iv ‖ ciphertext ‖ tag, base64url: safe as a cookie value without quoting. */
export function sealState(appKey: string, value: SignInState): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', stateKey(appKey), iv);
  cipher.setAAD(AAD);
  const plain = Buffer.from(
    JSON.stringify({ p: value.provider, s: value.state, v: value.verifier, n: value.nonce, t: value.startedAt }),
  );
  const sealed = Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  return sealed.toString('base64url');
}

/** The sealed state, or null when the value is not one we sealed (forged, cut, another key). */
export function openState(appKey: string, sealed: string): SignInState | null {
  if (!/^[A-Za-z0-9_-]+$/.test(sealed)) return null;
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', stateKey(appKey), bytes.subarray(0, IV_BYTES));
    decipher.setAAD(AAD);
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
    const data = JSON.parse(plain.toString('utf8')) as Record<string, unknown>;
    const { p, s, v, n, t } = data;
    if (typeof p !== 'string' || typeof s !== 'string' || typeof v !== 'string' || typeof t !== 'number') return null;
    if (n !== undefined && typeof n !== 'string') return null;
    return { provider: p, state: s, verifier: v, ...(n !== undefined && { nonce: n }), startedAt: t };
  } catch {
    return null;
  }
}

/** Compares the returned `state` without leaking through timing how much of it matched. */
export function sameState(expected: string, received: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}
