/** 'Lietotāji' (issue 19): the accounts as administrators see them, and what they may do to one. */
import type { AdminUserEndpoints } from '@portal/contracts/endpoints/admin/users';
import { adminUserRoutes } from '@portal/contracts/endpoints/routes/admin/users';
import type { Paged } from '@portal/contracts/schemas/entities';
import type {
  AdminUser,
  AdminUserAction,
  AdminUserStatus,
  DisableAccountForm,
  RefuseAccountForm,
  RefusedAccount,
} from '@portal/contracts/schemas/admin/users';
import { clientFor } from '@portal/contracts/api/client';

const users = clientFor<AdminUserEndpoints>(adminUserRoutes);

export interface AdminUserListParams {
  status: AdminUserStatus;
  page?: number;
  /** name or e-mail address */
  q?: string;
}

export function listAdminUsers(params: AdminUserListParams): Promise<Paged<AdminUser>> {
  return users.list({ query: { status: params.status, page: params.page, q: params.q?.trim() } });
}

/** The actions without a body; each answers the account as it is afterwards. */
export type PlainUserAction = Exclude<AdminUserAction, 'refuse' | 'disable'>;

export async function runUserAction(id: number, action: PlainUserAction): Promise<AdminUser> {
  return (await users[action]({ params: { id } })).data;
}

/** Refuses a registration request: the reason is mailed to the person and the request is removed. */
export async function refuseUser(id: number, form: RefuseAccountForm): Promise<RefusedAccount> {
  return (await users.refuse({ params: { id }, body: form })).data;
}

/** Disables an account: its sessions end at once and it cannot sign in until enabled again. */
export async function disableUser(id: number, form: DisableAccountForm): Promise<AdminUser> {
  return (await users.disable({ params: { id }, body: form })).data;
}
