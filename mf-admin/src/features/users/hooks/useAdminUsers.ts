/**
 * 'Lietotāji' server state: one page of one tab (its search and page in the key), and the actions.
 * An action changes which tab an account belongs to and what may be done to the others (the last
 * administrator), so every tab's pages are fetched again afterwards.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  disableUser,
  listAdminUsers,
  refuseUser,
  runUserAction,
  type AdminUserListParams,
} from '@portal/contracts/api/admin/users';
import type { AdminUser, AdminUserAction } from '@portal/contracts/schemas/admin/users';

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  lists: () => [...adminUserKeys.all, 'list'] as const,
  list: (params: AdminUserListParams) => [...adminUserKeys.lists(), params] as const,
};

export const adminUserListQuery = (params: AdminUserListParams) =>
  queryOptions({ queryKey: adminUserKeys.list(params), queryFn: () => listAdminUsers(params) });

/** A page of a tab; the last page stays on screen (dimmed) while the next one loads. */
export function useAdminUserList(params: AdminUserListParams) {
  return useQuery({ ...adminUserListQuery(params), placeholderData: keepPreviousData });
}

export interface UserActionInput {
  user: AdminUser;
  action: AdminUserAction;
  /** The reason of a refusal (required) or a disabling (optional). */
  reason?: string;
}

/** Runs one action; the lists are fetched again once it is done. */
export function useUserAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ user, action, reason = '' }: UserActionInput): Promise<void> => {
      if (action === 'refuse') await refuseUser(user.id, { reason });
      else if (action === 'disable') await disableUser(user.id, { reason });
      else await runUserAction(user.id, action);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: adminUserKeys.lists() }),
  });
}
