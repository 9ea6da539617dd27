/**
 * The one mapper from a failed API call to what a screen shows (spec §8): the 422 field map, and
 * a Latvian text for everything else. The form wrapper (`@portal/shared-ui/lib/form`) uses it for
 * every form; screens that show a failure outside a form call it directly.
 */
import { errorStatus, readErrorBody, readValidationErrors } from '@portal/contracts/api/client';
import { OAUTH_ERROR_MESSAGES, apiErrorForStatus, isOAuthErrorCode } from '@portal/contracts/messages';
import type { FieldErrors } from '@portal/contracts/validation';

/** When the server could not be reached, or failed without saying why. */
export const UNREACHABLE = 'Neizdevās sazināties ar serveri. Mēģini vēlreiz pēc brīža.';

export interface Failure {
  /** The 422 map of lists, when the server named fields. */
  fields: FieldErrors | null;
  /** The text to show when no field was named. */
  message: string;
}

export interface DescribeFailureOptions {
  /**
   * An answer of the OAuth token endpoint (the login): a known error code decides the text
   * (spec §8: 'Pieeja bloķēta' even when the server explains more, unless the server's message is
   * that text followed by a colon and why, as for an account an administrator disabled), and a
   * failure that explains nothing reads 'Servera kļūda'. Elsewhere the server's own message comes first.
   */
  oauth?: boolean;
  /**
   * The text when there was no answer, or an answer that explains nothing (no known OAuth code, no
   * message): a form may word it for itself ('Ziņu neizdevās nosūtīt...', the login's 'Servera kļūda').
   * Without it: UNREACHABLE for no answer and 5xx, the generic text of the status for 4xx.
   */
  unexplained?: string;
}

interface ErrorBody {
  error?: unknown;
  message?: unknown;
  error_description?: unknown;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * What a failed call says, in this order: for the login, the Latvian text of its OAuth error code
 * (spec §8: invalid_credentials, access_denied, ...); the server's own message; the fallback.
 */
export async function describeFailure(
  error: unknown,
  { oauth = false, unexplained = oauth ? OAUTH_ERROR_MESSAGES.server_error : undefined }: DescribeFailureOptions = {},
): Promise<Failure> {
  const fields = await readValidationErrors(error);
  const status = errorStatus(error);
  const body = await readErrorBody<ErrorBody>(error);
  const said = text(body?.message) ?? text(body?.error_description);
  if (oauth && isOAuthErrorCode(body?.error)) {
    const fixed = OAUTH_ERROR_MESSAGES[body.error];
    // The spec's text, unless the server says more after it: 'Pieeja bloķēta: … atslēdzis šo kontu …'.
    return { fields, message: said?.startsWith(`${fixed}:`) ? said : fixed };
  }
  if (said) return { fields, message: said };
  if (unexplained !== undefined) return { fields, message: unexplained };
  if (status === undefined || status >= 500) return { fields, message: UNREACHABLE };
  return { fields, message: apiErrorForStatus(status) };
}
