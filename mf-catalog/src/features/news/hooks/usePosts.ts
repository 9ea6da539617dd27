import { ARTICLES_PER_PAGE, HOME_ARTICLES } from '@portal/contracts/constants';
import { getArticle, listArticles } from '@portal/contracts/api/content';
import { useAsync } from '../../../lib/useAsync';

/** One page of the news list, newest first. */
export function usePostPage(page: number) {
  return useAsync(
    `posts:${page}`,
    () => listArticles({ page, perPage: ARTICLES_PER_PAGE, orderBy: 'created_at', orderByDirection: 'desc' }),
    { scope: 'posts' },
  );
}

/** The newest posts for the home page (spec §7: perPage=3, orderBy=created_at, orderByDirection=desc); null skips loading. */
export function useLatestPosts(enabled: boolean) {
  return useAsync(enabled ? 'latest-posts' : null, () =>
    listArticles({ perPage: HOME_ARTICLES, orderBy: 'created_at', orderByDirection: 'desc' }),
  );
}

export function usePost(id: string | undefined) {
  const valid = id !== undefined && /^\d+$/.test(id) ? id : null;
  const state = useAsync(valid === null ? null : `post:${valid}`, () => getArticle(valid ?? ''));
  return { ...state, invalid: valid === null };
}
