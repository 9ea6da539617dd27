/**
 * E-mail addresses are stored lower-case (the `users` table checks it), so every sign-in, look-up
 * and comparison goes through this one normalisation.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
