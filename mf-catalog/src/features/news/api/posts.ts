import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ARTICLES_PER_PAGE, HOME_ARTICLES } from '@portal/contracts/constants';
import { getArticle, listArticles, type ArticleListParams } from '@portal/contracts/api/content';
import { postKeys } from '@portal/contracts/initialData';
import { KEEP_ON_SESSION_CHANGE } from '@portal/shared-ui/lib/queryClient';

export { postKeys };

/** Newest first, as the news list and the home page show them. */
export const postListQuery = (params: Omit<ArticleListParams, 'orderBy' | 'orderByDirection'>) => {
  const request: ArticleListParams = { ...params, orderBy: 'created_at', orderByDirection: 'desc' };
  return queryOptions({
    queryKey: postKeys.list(request),
    queryFn: () => listArticles(request),
    meta: KEEP_ON_SESSION_CHANGE,
  });
};

export const postQuery = (id: string) =>
  queryOptions({ queryKey: postKeys.detail(id), queryFn: () => getArticle(id), meta: KEEP_ON_SESSION_CHANGE });

/** One page of the news list; the page before stays on screen while the next one loads. */
export function usePostPage(page: number) {
  return useQuery({ ...postListQuery({ page, perPage: ARTICLES_PER_PAGE }), placeholderData: keepPreviousData });
}

/** The newest posts for the home page (spec §7: perPage=3, orderBy=created_at, orderByDirection=desc). */
export function useLatestPosts() {
  return useQuery(postListQuery({ perPage: HOME_ARTICLES }));
}

export function usePost(id: string | undefined) {
  const valid = id !== undefined && /^\d+$/.test(id) ? id : null;
  const query = useQuery({ ...postQuery(valid ?? ''), enabled: valid !== null });
  return { ...query, invalid: valid === null };
}
