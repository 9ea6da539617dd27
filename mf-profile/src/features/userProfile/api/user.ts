import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUser } from '@portal/contracts/api/users';
import { userKeys } from '@portal/shared-ui/queries/users';

export const userQuery = (id: number) => queryOptions({ queryKey: userKeys.detail(id), queryFn: () => getUser(id) });

/** Another teacher's public profile (no e-mail, no pseudonym); 404 for anyone not shown. */
export function useUser(id: number | null) {
  return useQuery({ ...userQuery(id ?? 0), enabled: id !== null });
}
