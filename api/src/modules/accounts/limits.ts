/**
 * Rate limits of the account calls (429 with Retry-After, docs/decisions.md). Counters are shared
 * by every API process when REDIS_URL is set. The per-address limits count every request for an
 * address, whether it has an account or not, so hitting one tells nothing about the address.
 */
const MINUTE = 60_000;

export interface Limit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

/**
 * Registrations per client address. Higher than one person needs, because a school's teachers
 * often share one public address; the captcha is what stops scripts.
 */
export const REGISTRATION_LIMIT: Limit = { max: 10, timeWindow: 60 * MINUTE };

/** "Send me a reset link" (POST /api/auth/password/email). */
export const RESET_REQUEST_LIMITS = {
  perIp: { max: 10, timeWindow: 15 * MINUTE },
  perEmail: { max: 3, timeWindow: 15 * MINUTE },
} satisfies Record<string, Limit>;

/** "Send the confirmation link again" (POST /api/auth/verify/resend). */
export const RESEND_LIMITS = {
  perIp: { max: 10, timeWindow: 15 * MINUTE },
  perEmail: { max: 3, timeWindow: 15 * MINUTE },
} satisfies Record<string, Limit>;

/** Setting a new password with a token (POST /api/auth/password/reset): guessing is pointless, but cheap to bound. */
export const PASSWORD_RESET_LIMIT: Limit = { max: 20, timeWindow: 15 * MINUTE };
