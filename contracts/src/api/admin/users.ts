/** 'Lietotāji' (issue 19): the accounts as administrators see them, and what they may do to one. */
import type { Paged, Single } from '@portal/contracts/schemas/entities';
import type {
  AdminUser,
  AdminUserAction,
  AdminUserStatus,
  DisableAccountForm,
  RefuseAccountForm,
  RefusedAccount,
} from '@portal/contracts/schemas/admin/users';
import { api, query } from '@portal/contracts/api/client';

export interface AdminUserListParams {
  status: AdminUserStatus;
  page?: number;
  /** name or e-mail address */
  q?: string;
}

export function listAdminUsers(params: AdminUserListParams): Promise<Paged<AdminUser>> {
  return api
    .get('/api/admin/users', { searchParams: query({ status: params.status, page: params.page, q: params.q?.trim() }) })
    .json<Paged<AdminUser>>();
}

const actionUrl = (id: number, action: AdminUserAction) => `/api/admin/users/${encodeURIComponent(id)}/${action}`;

/** The actions without a body; each answers the account as it is afterwards. */
export type PlainUserAction = Exclude<AdminUserAction, 'refuse' | 'disable'>;

export async function runUserAction(id: number, action: PlainUserAction): Promise<AdminUser> {
  return (await api.post(actionUrl(id, action)).json<Single<AdminUser>>()).data;
}

/** Refuses a registration request: the reason is mailed to the person and the request is removed. */
export async function refuseUser(id: number, form: RefuseAccountForm): Promise<RefusedAccount> {
  return (await api.post(actionUrl(id, 'refuse'), { json: form }).json<Single<RefusedAccount>>()).data;
}

/** Disables an account: its sessions end at once and it cannot sign in until enabled again. */
export async function disableUser(id: number, form: DisableAccountForm): Promise<AdminUser> {
  return (await api.post(actionUrl(id, 'disable'), { json: form }).json<Single<AdminUser>>()).data;
}
