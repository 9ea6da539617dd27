/** The one-time set-up link of a new portal: /api/setup/{token}. */
import type { OAuthTokenResponse, Single } from '@portal/contracts/schemas/entities';
import type { SetupForm, SetupLink } from '@portal/contracts/schemas/admin/setup';
import { api } from '@portal/contracts/api/client';

/** Whether the link still works: 404 unknown, 410 used, expired or an administrator exists (`message` says which). */
export async function checkSetupLink(token: string): Promise<SetupLink> {
  return (await api.get(`/api/setup/${encodeURIComponent(token)}`).json<Single<SetupLink>>()).data;
}

/** Creates the first administrator; answers a token that signs them in. */
export function completeSetup(token: string, form: SetupForm): Promise<OAuthTokenResponse> {
  return api.post(`/api/setup/${encodeURIComponent(token)}`, { json: form }).json<OAuthTokenResponse>();
}
