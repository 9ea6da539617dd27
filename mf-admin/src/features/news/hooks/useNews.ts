/**
 * The news posts' server state: the administration's list (drafts included) and one post, and the
 * writes that change them. A write puts the saved post in the cache, refreshes the lists and marks
 * the public views stale (lib/publicViews.ts).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createArticle,
  deleteArticle,
  getAdminArticle,
  listAdminArticles,
  updateArticle,
  type AdminArticleListParams,
  type ArticleChangesInput,
  type ArticleInput,
} from '@portal/contracts/api/admin/content';
import type { AdminArticle } from '@portal/contracts/schemas/admin/content';
import { ADMIN_QUERY_ROOT, markPublicViewsStale } from '../../../lib/publicViews';

export const newsKeys = {
  all: [ADMIN_QUERY_ROOT, 'articles'] as const,
  lists: () => [...newsKeys.all, 'list'] as const,
  list: (params: AdminArticleListParams) => [...newsKeys.lists(), params] as const,
  detail: (id: number) => [...newsKeys.all, 'detail', id] as const,
};

export const newsListQuery = (params: AdminArticleListParams) =>
  queryOptions({ queryKey: newsKeys.list(params), queryFn: () => listAdminArticles(params) });

export const newsQuery = (id: number) =>
  queryOptions({ queryKey: newsKeys.detail(id), queryFn: () => getAdminArticle(id) });

/** One page of the list; the page before stays on screen (dimmed) while the next one loads. */
export function useNewsList(params: AdminArticleListParams) {
  return useQuery({ ...newsListQuery(params), placeholderData: keepPreviousData });
}

export function useNewsPost(id: number | null) {
  return useQuery({ ...newsQuery(id ?? 0), enabled: id !== null });
}

function useAfterWrite() {
  const client = useQueryClient();
  return async (saved: AdminArticle | null, removedId?: number) => {
    if (saved) client.setQueryData(newsKeys.detail(saved.id), saved);
    if (removedId !== undefined) client.removeQueries({ queryKey: newsKeys.detail(removedId) });
    await Promise.all([client.invalidateQueries({ queryKey: newsKeys.lists() }), markPublicViewsStale(client)]);
  };
}

export function useCreateNews() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: (input: ArticleInput) => createArticle(input),
    onSuccess: (saved) => afterWrite(saved),
  });
}

export function useUpdateNews() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: ArticleChangesInput }) => updateArticle(id, changes),
    onSuccess: (saved) => afterWrite(saved),
  });
}

export function useDeleteNews() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: (id: number) => deleteArticle(id),
    onSuccess: (_nothing, id) => afterWrite(null, id),
  });
}
