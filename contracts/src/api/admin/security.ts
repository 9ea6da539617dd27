/** The signed-in administrator's second factor ('Drošība'), over the endpoint table's entries (endpoints/totp.ts). */
import type { TotpEndpoints } from '@portal/contracts/endpoints/totp';
import { totpRoutes } from '@portal/contracts/endpoints/routes/totp';
import type {
  RecoveryCodes,
  TotpConfirmForm,
  TotpProofForm,
  TotpSetup,
  TotpStatus,
} from '@portal/contracts/schemas/admin/security';
import { clientFor } from '@portal/contracts/api/client';

const totp = clientFor<TotpEndpoints>(totpRoutes);

export async function getTotpStatus(): Promise<TotpStatus> {
  return (await totp.status()).data;
}

/**
 * A new key for the app (the QR code and the key as text). While TOTP is on, `proof` (a current
 * code or a recovery code) is needed, and the old key stops working until the new one is confirmed.
 */
export async function startTotpSetup(proof?: Partial<TotpProofForm>): Promise<TotpSetup> {
  return (await totp.setup({ body: proof ?? {} })).data;
}

/** Confirms the new key with its first code; answers the recovery codes, shown this once. */
export async function enableTotp(form: TotpConfirmForm): Promise<RecoveryCodes> {
  return (await totp.enable({ body: form })).data;
}

/** Turns TOTP off (not where it is required). */
export async function disableTotp(form: Partial<TotpProofForm>): Promise<TotpStatus> {
  return (await totp.disable({ body: form })).data;
}

/** Ten new recovery codes; the old ones stop working. */
export async function renewRecoveryCodes(form: Partial<TotpProofForm>): Promise<RecoveryCodes> {
  return (await totp.recoveryCodes({ body: form })).data;
}
