import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserStatistics } from '@portal/contracts/api/users';

export const userKeys = {
  all: ['users'] as const,
  /** another teacher's public profile */
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  /** 'Kopējā statistika': for someone else only name-signed materials count (the server decides) */
  statistics: (id: number) => [...userKeys.all, 'statistics', id] as const,
};

export const userStatisticsQuery = (id: number) =>
  queryOptions({ queryKey: userKeys.statistics(id), queryFn: () => getUserStatistics(id) });

/** Spec §4: statistics load when a user is present and reload when the user id changes. */
export function useUserStatistics(id: number | null) {
  return useQuery({ ...userStatisticsQuery(id ?? 0), enabled: id !== null });
}
