import { HOME_ARTICLES } from '@portal/contracts/constants';
import { EmptyState } from '@portal/shared-ui/components/EmptyState';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { shownError } from '@portal/shared-ui/lib/queryState';
import { useLatestPosts } from '../api/posts';
import { PostGrid, PostGridSkeleton } from './PostGrid';

/** The three newest posts (the home page's news section). */
export function LatestPosts() {
  const posts = useLatestPosts();
  if (shownError(posts)) return <LoadError text="Neizdevās ielādēt jaunumus." onRetry={() => void posts.refetch()} />;
  if (!posts.data) return <PostGridSkeleton count={HOME_ARTICLES} label="Ielādē jaunumus..." />;
  if (posts.data.data.length === 0) return <EmptyState text="Jaunumu pagaidām nav." />;
  return <PostGrid posts={posts.data.data} headingLevel={3} />;
}
