/**
 * The administrators' second factor ('Drošība'): TOTP from an authenticator app (RFC 6238: six
 * digits, 30 seconds) and one-time recovery codes. The same schemas check the forms in mf-admin and
 * the requests of /api/admin/totp… on the server.
 */
import * as v from 'valibot';
import { API_ERRORS } from '@portal/contracts/messages';

/** How many recovery codes an administrator gets, each usable once instead of a code. */
export const RECOVERY_CODE_COUNT = 10;

export const SECURITY_MESSAGES = {
  codeRequired: 'Obligāti jāievada kods no autentifikatora lietotnes.',
  codeFormat: 'Kodam jābūt 6 cipariem.',
  codeWrong: 'Kods nav pareizs. Ievadi lietotnē redzamo kodu (tas mainās ik pēc 30 sekundēm).',
  codeOrRecoveryRequired: 'Ievadi kodu no autentifikatora lietotnes vai vienu no rezerves kodiem.',
  recoveryFormat: 'Rezerves koda formā ir 10 burti un cipari (piemēram, abcde-fghjk).',
  recoveryWrong: 'Rezerves kods nav pareizs vai jau izmantots.',
  notPending: 'Vispirms nospied „Ieslēgt divpakāpju pārbaudi”, lai saņemtu jaunu atslēgu.',
  alreadyOn: 'Divpakāpju pārbaude jau ir ieslēgta.',
  notOn: 'Divpakāpju pārbaude nav ieslēgta.',
  cannotDisable:
    'Darba vidē (NODE_ENV=production) administratoriem divpakāpju pārbaude ir obligāta: to var nomainīt uz citu lietotni, bet ne izslēgt.',
  ssoRefused:
    'Šim kontam ir ieslēgta divpakāpju pārbaude: pieraksties ar e-pastu, paroli un kodu no autentifikatora lietotnes.',
  required:
    'Administratoram vispirms jāieslēdz divpakāpju pārbaude (sadaļa „Drošība”). Līdz tam citas administrēšanas darbības nav pieejamas.',
} as const;

/** Spaces (as apps show "123 456") are ignored. */
const normaliseCode = (value: string | null) => (value ?? '').replace(/\s+/g, '');

/** A code from the authenticator app: six digits. */
export function totpCode() {
  return v.config(
    v.pipe(
      v.optional(v.nullable(v.string(SECURITY_MESSAGES.codeFormat)), null),
      v.transform(normaliseCode),
      v.check((value) => value.length > 0, SECURITY_MESSAGES.codeRequired),
      v.check((value) => /^\d{6}$/.test(value), SECURITY_MESSAGES.codeFormat),
    ),
    { abortPipeEarly: true },
  );
}

/** Lower-case letters and digits without the look-alikes (0/o, 1/l/i); shown as two groups of five. */
export const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_PATTERN = new RegExp(`^[${RECOVERY_ALPHABET}]{10}$`);

/** A recovery code as typed: case, spaces and the hyphen do not matter. */
export function normaliseRecoveryCode(value: string | null): string {
  return (value ?? '').toLowerCase().replace(/[\s-]+/g, '');
}

export function isRecoveryCode(value: string): boolean {
  return RECOVERY_PATTERN.test(normaliseRecoveryCode(value));
}

const optionalText = (message: string) => v.optional(v.nullable(v.string(message)), null);

/** POST /api/admin/totp/enable: the first code from the app confirms the new key. */
export const TotpConfirmForm = v.object({ code: totpCode() }, API_ERRORS.badRequest);
export type TotpConfirmForm = v.InferOutput<typeof TotpConfirmForm>;

/** A current code or a recovery code; either may be empty, one that is given must have its form. */
const SecondFactorFields = v.object(
  {
    code: v.pipe(optionalText(SECURITY_MESSAGES.codeFormat), v.transform(normaliseCode)),
    recovery_code: v.pipe(optionalText(SECURITY_MESSAGES.recoveryFormat), v.transform(normaliseRecoveryCode)),
  },
  API_ERRORS.badRequest,
);
type SecondFactorFields = v.InferOutput<typeof SecondFactorFields>;

const codeFormat = v.forward(
  v.check((input: SecondFactorFields) => input.code === '' || /^\d{6}$/.test(input.code), SECURITY_MESSAGES.codeFormat),
  ['code'],
);
const recoveryCodeFormat = v.forward(
  v.check(
    (input: SecondFactorFields) => input.recovery_code === '' || isRecoveryCode(input.recovery_code),
    SECURITY_MESSAGES.recoveryFormat,
  ),
  ['recovery_code'],
);

/**
 * Proof that the administrator still holds the second factor (turning it off, replacing the app,
 * new recovery codes): a current code, or one of the recovery codes (the app is lost).
 */
export const TotpProofForm = v.pipe(
  SecondFactorFields,
  v.forward(
    v.check(
      (input) => input.code.length > 0 || input.recovery_code.length > 0,
      SECURITY_MESSAGES.codeOrRecoveryRequired,
    ),
    ['code'],
  ),
  codeFormat,
  recoveryCodeFormat,
);
export type TotpProofForm = v.InferOutput<typeof TotpProofForm>;

/**
 * POST /api/admin/totp/setup: nothing while TOTP is off; while it is on (moving to another app) the
 * proof of TotpProofForm, which the server then requires.
 */
export const TotpSetupForm = v.pipe(SecondFactorFields, codeFormat, recoveryCodeFormat);
export type TotpSetupForm = v.InferOutput<typeof TotpSetupForm>;

/** GET /api/admin/totp: the state of the signed-in administrator's second factor. */
export const TotpStatus = v.object({
  /** Codes are asked at sign-in. */
  enabled: v.boolean(),
  enabled_at: v.nullable(v.string()),
  /** A key was made and waits for its first code. */
  pending: v.boolean(),
  /** This portal requires it of administrators (production): it cannot be turned off, only replaced. */
  required: v.boolean(),
  /** Unused recovery codes left. */
  recovery_codes_left: v.pipe(v.number(), v.integer()),
});
export type TotpStatus = v.InferOutput<typeof TotpStatus>;

/** POST /api/admin/totp/setup: a new key, as a QR code for the app and as text to type in. */
export const TotpSetup = v.object({
  /** Base32, for typing into the app by hand. */
  secret: v.string(),
  /** The otpauth:// address the QR code holds. */
  uri: v.string(),
  /** The QR code as an SVG document, made on the server. */
  qr_svg: v.string(),
});
export type TotpSetup = v.InferOutput<typeof TotpSetup>;

/** After enabling or asking for new ones: the recovery codes, shown this once. */
export const RecoveryCodes = v.object({
  recovery_codes: v.array(v.string()),
  status: TotpStatus,
});
export type RecoveryCodes = v.InferOutput<typeof RecoveryCodes>;
