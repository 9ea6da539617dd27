/** The school list of 'Skolas' (issue 19): one page of a search, adding and renaming. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createSchool, listAdminSchools, renameSchool } from '@portal/contracts/api/admin/schools';
import type { SchoolForm } from '@portal/contracts/schemas/admin/schools';

export interface SchoolListFilter {
  page: number;
  q: string;
}

export const schoolKeys = {
  all: ['admin', 'schools'] as const,
  list: (filter: SchoolListFilter) => [...schoolKeys.all, 'list', filter] as const,
};

/** The last page stays on screen (dimmed) while the next one loads. */
export function useSchools(filter: SchoolListFilter) {
  return useQuery({
    queryKey: schoolKeys.list(filter),
    queryFn: () => listAdminSchools(filter),
    placeholderData: keepPreviousData,
  });
}

/** Adds a school (`id` null) or renames one; the lists are fetched again. */
export function useSaveSchool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: SchoolForm }) =>
      id === null ? createSchool(form) : renameSchool(id, form),
    onSuccess: () => client.invalidateQueries({ queryKey: schoolKeys.all }),
  });
}
