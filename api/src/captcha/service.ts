/**
 * Captcha verification for the public forms. Two providers (CAPTCHA_PROVIDER):
 *  - altcha: self-hosted proof of work, works offline. The challenge is signed with a key derived from
 *    the app key, so any process sharing APP_KEY can verify it; a solution is accepted once.
 *  - recaptcha: Google reCAPTCHA v2, verified server-side at RECAPTCHA_VERIFY_URL.
 * Whatever the provider, the browser sends its response as `g_recaptcha_response`.
 */
import { createHmac } from 'node:crypto';
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type DeriveKeyFunction,
  type Payload,
} from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as sha } from 'altcha-lib/algorithms/sha';
import type { Config } from '../config/index';
import type { ReplayStore } from './replayStore';

export interface AltchaSettings {
  algorithm: 'PBKDF2/SHA-256' | 'SHA-256';
  /** Iterations per attempt (PBKDF2) or 1 (SHA). */
  cost: number;
  /** The secret counter is drawn from [counterMin, counterMax]: the work the browser must do. */
  counterMin: number;
  counterMax: number;
  expiresInSeconds: number;
}

/** About a second of work in a browser, and cheap to verify (deterministic mode, signed key). */
export const DEFAULT_ALTCHA: AltchaSettings = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 1_000,
  counterMin: 1_000,
  counterMax: 5_000,
  expiresInSeconds: 20 * 60,
};

export interface CaptchaService {
  readonly provider: Config['captchaProvider'];
  readonly siteKey: string | null;
  /** Altcha only; null for reCAPTCHA. */
  createChallenge(): Promise<Challenge | null>;
  verify(response: string, remoteIp: string): Promise<boolean>;
}

function deriveKeyFor(algorithm: string): DeriveKeyFunction | null {
  if (algorithm === 'PBKDF2/SHA-256') return pbkdf2;
  if (algorithm === 'SHA-256') return sha;
  return null;
}

function subKey(appKey: string, purpose: string): string {
  return createHmac('sha256', appKey).update(purpose).digest('hex');
}

/** The widget submits base64(JSON({ challenge, solution })). */
function parsePayload(response: string): Payload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(response, 'base64').toString('utf8'));
    if (!value || typeof value !== 'object') return null;
    const { challenge, solution } = value as Partial<Payload>;
    if (
      !challenge ||
      typeof challenge !== 'object' ||
      !challenge.parameters ||
      typeof challenge.parameters !== 'object'
    )
      return null;
    if (!solution || typeof solution !== 'object') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

export function createAltchaService(
  appKey: string,
  store: ReplayStore,
  settings: AltchaSettings = DEFAULT_ALTCHA,
): CaptchaService {
  const hmacSignatureSecret = subKey(appKey, 'altcha-challenge');
  const hmacKeySignatureSecret = subKey(appKey, 'altcha-key');
  return {
    provider: 'altcha',
    siteKey: null,
    async createChallenge() {
      const deriveKey = deriveKeyFor(settings.algorithm);
      if (!deriveKey) throw new Error(`Unsupported altcha algorithm ${settings.algorithm}`);
      return createChallenge({
        algorithm: settings.algorithm,
        cost: settings.cost,
        counter: randomInt(settings.counterMax, settings.counterMin),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + settings.expiresInSeconds,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },
    async verify(response) {
      const payload = parsePayload(response);
      if (!payload) return false;
      const deriveKey = deriveKeyFor(String(payload.challenge.parameters.algorithm));
      if (!deriveKey) return false;
      let verified = false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        verified = result.verified;
      } catch {
        return false;
      }
      if (!verified) return false;
      const expiresAt = Number(payload.challenge.parameters.expiresAt ?? 0) * 1000;
      const ttl = Math.max(1_000, expiresAt - Date.now());
      return store.claim(String(payload.challenge.parameters.nonce), ttl);
    },
  };
}

export function createRecaptchaService(
  config: Pick<Config, 'recaptchaSecret' | 'recaptchaSiteKey' | 'recaptchaVerifyUrl'>,
): CaptchaService {
  return {
    provider: 'recaptcha',
    siteKey: config.recaptchaSiteKey ?? null,
    async createChallenge() {
      return null;
    },
    async verify(response, remoteIp) {
      if (!config.recaptchaSecret) return false;
      const body = new URLSearchParams({ secret: config.recaptchaSecret, response, remoteip: remoteIp });
      try {
        const res = await fetch(config.recaptchaVerifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) return false;
        const json = (await res.json()) as { success?: unknown };
        return json.success === true;
      } catch {
        return false;
      }
    },
  };
}
