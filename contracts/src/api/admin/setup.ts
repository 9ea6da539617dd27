/** The one-time set-up link of a new portal, over the endpoint table's entries (endpoints/setup.ts). */
import type { SetupEndpoints } from '@portal/contracts/endpoints/setup';
import { setupRoutes } from '@portal/contracts/endpoints/routes/setup';
import type { OAuthTokenResponse } from '@portal/contracts/schemas/entities';
import type { SetupForm, SetupLink } from '@portal/contracts/schemas/admin/setup';
import { clientFor } from '@portal/contracts/api/client';

const setup = clientFor<SetupEndpoints>(setupRoutes);

/** Whether the link still works: 404 unknown, 410 used, expired or an administrator exists (`message` says which). */
export async function checkSetupLink(token: string): Promise<SetupLink> {
  return (await setup.check({ params: { token } })).data;
}

/** Creates the first administrator; answers a token that signs them in. */
export function completeSetup(token: string, form: SetupForm): Promise<OAuthTokenResponse> {
  return setup.complete({ params: { token }, body: form });
}
