/**
 * The static pages' server state: the administration's list and one page, and the writes that
 * change them. A write refreshes the lists and marks the public views stale (lib/publicViews.ts).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createPage,
  deletePage,
  getAdminPage,
  listAdminPages,
  updatePage,
  type AdminPageListParams,
} from '@portal/contracts/api/admin/content';
import type { AdminPage, PageForm } from '@portal/contracts/schemas/admin/content';
import { ADMIN_QUERY_ROOT, markPublicViewsStale } from '../../../lib/publicViews';

export const pageKeys = {
  all: [ADMIN_QUERY_ROOT, 'pages'] as const,
  lists: () => [...pageKeys.all, 'list'] as const,
  list: (params: AdminPageListParams) => [...pageKeys.lists(), params] as const,
  detail: (slug: string) => [...pageKeys.all, 'detail', slug] as const,
};

export function usePageList(params: AdminPageListParams) {
  return useQuery({
    queryKey: pageKeys.list(params),
    queryFn: () => listAdminPages(params),
    placeholderData: keepPreviousData,
  });
}

export const pageQuery = (slug: string) =>
  queryOptions({ queryKey: pageKeys.detail(slug), queryFn: () => getAdminPage(slug) });

export function usePage(slug: string) {
  return useQuery(pageQuery(slug));
}

function useAfterWrite() {
  const client = useQueryClient();
  return async (saved: AdminPage | null, before?: string) => {
    if (before !== undefined) client.removeQueries({ queryKey: pageKeys.detail(before) });
    if (saved) client.setQueryData(pageKeys.detail(saved.slug), saved);
    await Promise.all([client.invalidateQueries({ queryKey: pageKeys.lists() }), markPublicViewsStale(client)]);
  };
}

export function useCreatePage() {
  const afterWrite = useAfterWrite();
  return useMutation({ mutationFn: (form: PageForm) => createPage(form), onSuccess: (saved) => afterWrite(saved) });
}

/** `slug`: the page's address before the change (the change may give it another). */
export function useUpdatePage() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: ({ slug, form }: { slug: string; form: PageForm }) => updatePage(slug, form),
    onSuccess: (saved, { slug }) => afterWrite(saved, slug),
  });
}

export function useDeletePage() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: (slug: string) => deletePage(slug),
    onSuccess: (_none, slug) => afterWrite(null, slug),
  });
}
