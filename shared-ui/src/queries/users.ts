/**
 * The key factory of teachers' profiles, shared because a write in one remote changes what
 * another shows: a material deleted in mf-materials changes the totals on mf-profile's pages.
 */
export const userKeys = {
  all: ['users'] as const,
  /** another teacher's public profile */
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  /** every teacher's 'Kopējā statistika' (prefix for invalidation) */
  statistics: () => [...userKeys.all, 'statistics'] as const,
  /** 'Kopējā statistika': for someone else only name-signed materials count (the server decides) */
  statisticsOf: (id: number) => [...userKeys.statistics(), id] as const,
};
