/**
 * 'Drošība': the signed-in administrator's second factor (TOTP). Anyone but an administrator is
 * refused (401 anonymous, 403 others) before the body is looked at.
 */
import {
  RecoveryCodes,
  TotpConfirmForm,
  TotpProofForm,
  TotpSetup,
  TotpSetupForm,
  TotpStatus,
} from '@portal/contracts/schemas/admin/security';
import { ErrorBody, single } from '@portal/contracts/schemas/entities';
import { endpoints } from '@portal/contracts/endpoints/endpoint';
import { totpRoutes } from '@portal/contracts/endpoints/routes/totp';

const tags = ['admin'];

/** Not an administrator (403); turning on what is on, or proving a factor that is off (409). */
const refusals = { 403: ErrorBody, 409: ErrorBody };

export const totpEndpoints = endpoints(totpRoutes, {
  status: {
    tags,
    summary: "The signed-in administrator's second factor (TOTP): on, waiting for its first code, required",
    signIn: 'required',
    responses: { 200: single(TotpStatus), 403: ErrorBody },
  },
  setup: {
    tags,
    summary: 'A new TOTP key for the authenticator app: the QR code (SVG) and the key as text',
    description:
      'Not yet on: any earlier unconfirmed key is replaced, and POST /api/admin/totp/enable with its first code turns it on. ' +
      'Already on (replacing the app): `code` or `recovery_code` must prove the current factor (422 on the field otherwise); ' +
      'the old key and recovery codes stop working at once and sign-in asks no code until the new key is confirmed. JSON only (415).',
    signIn: 'required',
    body: TotpSetupForm,
    responses: { 200: single(TotpSetup), 403: ErrorBody },
  },
  enable: {
    tags,
    summary: 'Turn the second factor on with the first code of the new key; answers ten recovery codes, shown once',
    signIn: 'required',
    body: TotpConfirmForm,
    responses: { 200: single(RecoveryCodes), ...refusals },
  },
  disable: {
    tags,
    summary: 'Turn the second factor off with a current code or a recovery code (403 where it is required)',
    signIn: 'required',
    body: TotpProofForm,
    responses: { 200: single(TotpStatus), ...refusals },
  },
  recoveryCodes: {
    tags,
    summary: 'Ten new recovery codes (the old ones stop working), with a current code or a recovery code',
    signIn: 'required',
    body: TotpProofForm,
    responses: { 200: single(RecoveryCodes), ...refusals },
  },
});

export type TotpEndpoints = typeof totpEndpoints;
