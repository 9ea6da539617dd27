import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserStatistics } from '@portal/contracts/api/users';
import { userKeys } from '@portal/shared-ui/queries/users';

export const userStatisticsQuery = (id: number) =>
  queryOptions({ queryKey: userKeys.statisticsOf(id), queryFn: () => getUserStatistics(id) });

/** Spec §4: statistics load when a user is present and reload when the user id changes. */
export function useUserStatistics(id: number | null) {
  return useQuery({ ...userStatisticsQuery(id ?? 0), enabled: id !== null });
}
