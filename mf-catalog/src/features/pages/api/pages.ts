import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPage } from '@portal/contracts/api/content';
import { KEEP_ON_SESSION_CHANGE } from '@portal/shared-ui/lib/queryClient';

export const pageKeys = {
  all: ['pages'] as const,
  detail: (slug: string) => [...pageKeys.all, 'detail', slug] as const,
};

export const pageQuery = (slug: string) =>
  queryOptions({ queryKey: pageKeys.detail(slug), queryFn: () => getPage(slug), meta: KEEP_ON_SESSION_CHANGE });

/** A static page by its slug ('noteikumi', 'about'). */
export function useStaticPage(slug: string | undefined) {
  const valid = slug?.trim() ? slug : null;
  const query = useQuery({ ...pageQuery(valid ?? ''), enabled: valid !== null });
  return { ...query, invalid: valid === null };
}
