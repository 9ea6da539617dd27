/**
 * The Latvian texts of the school-platform sign-in. The browser shows `message` under
 * 'Autorizācija neizdevās' (spec §8), so each text says what happened and what to do; none of them
 * ever carries text from the provider or the query string.
 */
import { ACCOUNT_DISABLED } from '../accounts/texts';

export const SSO_MESSAGES = {
  unknownProvider: 'Nezināma autorizācijas platforma.',
  unavailable: 'Šī platforma pašlaik nav pieejama.',
  cancelled: 'Pierakstīšanās platformā tika atcelta.',
  providerRefused: 'Platforma atteica pierakstīšanos. Mēģini vēlreiz.',
  providerDown: 'Platforma pašlaik nedarbojas. Mēģini vēlreiz vēlāk.',
  session: 'Autorizācijas sesija ir beigusies vai nederīga. Mēģini vēlreiz.',
  missingCode: 'Platforma neatsūtīja autorizācijas kodu. Mēģini vēlreiz.',
  codeRejected: 'Autorizācijas kods nav derīgs vai jau ir izmantots. Mēģini vēlreiz.',
  providerFailed: 'Neizdevās sazināties ar platformu. Mēģini vēlreiz vēlāk.',
  providerAnswer: 'Platforma atbildēja neparedzētā veidā. Mēģini vēlreiz vēlāk.',
  noSubject: 'Platforma nenodeva lietotāja identifikatoru.',
  notVerified:
    'Pieeja bloķēta: konta e-pasta adrese vēl nav apstiprināta. Atver apstiprinājuma saiti, kas nosūtīta uz tavu e-pastu.',
  notApproved: 'Pieeja bloķēta: konts vēl gaida administratora apstiprinājumu.',
  disabled: ACCOUNT_DISABLED,
} as const;

/**
 * An `error` the provider sent back to the callback (RFC 6749 §4.1.2.1), or our own `unavailable`
 * from the start of the sign-in, as a fixed status and text; `error_description` is never shown.
 */
export function providerErrorAnswer(code: string): { status: number; message: string } {
  switch (code) {
    case 'unavailable':
      return { status: 503, message: SSO_MESSAGES.unavailable };
    case 'access_denied':
    case 'login_required':
    case 'consent_required':
    case 'interaction_required':
    case 'account_selection_required':
      return { status: 400, message: SSO_MESSAGES.cancelled };
    case 'server_error':
    case 'temporarily_unavailable':
      return { status: 502, message: SSO_MESSAGES.providerDown };
    default:
      return { status: 400, message: SSO_MESSAGES.providerRefused };
  }
}
