/** The signed-in administrator's second factor ('Drošība'): /api/admin/totp… */
import type { Single } from '@portal/contracts/schemas/entities';
import type {
  RecoveryCodes,
  TotpConfirmForm,
  TotpProofForm,
  TotpSetup,
  TotpStatus,
} from '@portal/contracts/schemas/admin/security';
import { api } from '@portal/contracts/api/client';

export async function getTotpStatus(): Promise<TotpStatus> {
  return (await api.get('/api/admin/totp').json<Single<TotpStatus>>()).data;
}

/**
 * A new key for the app (the QR code and the key as text). While TOTP is on, `proof` (a current
 * code or a recovery code) is needed, and the old key stops working until the new one is confirmed.
 */
export async function startTotpSetup(proof?: Partial<TotpProofForm>): Promise<TotpSetup> {
  return (await api.post('/api/admin/totp/setup', { json: proof ?? {} }).json<Single<TotpSetup>>()).data;
}

/** Confirms the new key with its first code; answers the recovery codes, shown this once. */
export async function enableTotp(form: TotpConfirmForm): Promise<RecoveryCodes> {
  return (await api.post('/api/admin/totp/enable', { json: form }).json<Single<RecoveryCodes>>()).data;
}

/** Turns TOTP off (not where it is required). */
export async function disableTotp(form: Partial<TotpProofForm>): Promise<TotpStatus> {
  return (await api.post('/api/admin/totp/disable', { json: form }).json<Single<TotpStatus>>()).data;
}

/** Ten new recovery codes; the old ones stop working. */
export async function renewRecoveryCodes(form: Partial<TotpProofForm>): Promise<RecoveryCodes> {
  return (await api.post('/api/admin/totp/recovery-codes', { json: form }).json<Single<RecoveryCodes>>()).data;
}
