/**
 * The Latvian answers of the account calls. Texts the browser also shows come from spec §2.2
 * word for word (the resend and reset-request confirmations); the rest are ours.
 */
import { ACCOUNT_TEXTS, API_ERRORS, FORM_MESSAGES } from '@portal/contracts/messages';

/** POST /api/auth/verify/resend: the same answer whoever asks (spec §2.2). */
export const RESEND_SENT = ACCOUNT_TEXTS.verificationResent;

/** POST /api/auth/password/email: the same answer whoever asks (spec §2.2). */
export const RESET_LINK_SENT = ACCOUNT_TEXTS.resetLinkSent;

/** POST /api/auth/password/reset succeeded. */
export const PASSWORD_CHANGED = 'Parole ir nomainīta. Tagad vari pierakstīties ar jauno paroli.';

export const RESET_TOKEN_INVALID = FORM_MESSAGES.resetTokenInvalid;
export const RESET_EMAIL_MISMATCH = 'E-pasta adrese nesakrīt ar to, uz kuru tika nosūtīta paroles atjaunošanas saite.';

export const PROVIDER_TOKEN_INVALID =
  'Skolas platformas pierakstīšanās dati nav derīgi vai tiem beidzies termiņš. Pieraksties caur skolas platformu vēlreiz.';
export const PROVIDER_ALREADY_LINKED =
  'Šis skolas platformas konts jau ir piesaistīts portāla lietotājam. Pieraksties caur skolas platformu.';

export const TOO_MANY_REQUESTS = API_ERRORS.tooManyRequests;

/** The `code`s of POST /api/auth/verify/{token}; the browser offers 'Pierakstīties' on `verified`. */
export const VERIFICATION_CODES = {
  verified: 'auth.verification.verified',
  alreadyVerified: 'auth.verification.already_verified',
  invalid: 'auth.verification.invalid',
  expired: 'auth.verification.expired',
} as const;

export const VERIFICATION_MESSAGES = {
  verifiedAndEnabled: 'E-pasta adrese ir apstiprināta. Vari pierakstīties.',
  verifiedAwaitingApproval:
    'E-pasta adrese ir apstiprināta. Kad administrators apstiprinās kontu, saņemsi e-pastu un varēsi pierakstīties.',
  alreadyVerified: 'E-pasta adrese jau ir apstiprināta.',
  invalid: 'Apstiprinājuma saite nav derīga. Izmanto jaunāko saiti no e-pasta vai pieprasi jaunu.',
  expired: 'Apstiprinājuma saitei ir beidzies derīguma termiņš. Pieprasi jaunu saiti.',
} as const;

/**
 * Signing in to an account an administrator disabled (issue 19): the password grant, the social
 * grant and the school-platform sign-in. Begins with spec §8's 'Pieeja bloķēta', which the login
 * form shows for `access_denied`, and says what to do.
 */
export const ACCOUNT_DISABLED =
  'Pieeja bloķēta: administrators ir atslēdzis šo kontu. Ja domā, ka tā ir kļūda, raksti portāla komandai (sadaļa „Sazinies”).';
