import { useSearchParams } from '@portal/shared-ui/lib/router';
import { FIRST_PAGE } from '@portal/contracts/constants';
import { routePath } from '@portal/contracts/routes';
import { PageFrame } from '@portal/shared-ui/components/PageFrame';
import { EmptyState } from '@portal/shared-ui/components/EmptyState';
import { Pagination } from '@portal/shared-ui/components/Pagination';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { readPage } from '@portal/shared-ui/lib/listQuery';
import { isLoading, shownError } from '@portal/shared-ui/lib/queryState';
import { usePostPage } from '../api/posts';
import { PostGrid } from './PostGrid';
import styles from './PostList.module.css';

/** The news list (/jaunumi): breadcrumb, posts in three columns, pagination; the page is in the address. */
export function PostList() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const posts = usePostPage(page);
  const { data } = posts;

  const goTo = (next: number) => {
    setParams((current) => {
      const result = new URLSearchParams(current);
      if (next <= FIRST_PAGE) result.delete('page');
      else result.set('page', String(next));
      return result;
    });
    window.scrollTo?.({ top: 0 });
  };

  let content;
  if (shownError(posts))
    content = <LoadError text="Neizdevās ielādēt jaunumus." onRetry={() => void posts.refetch()} />;
  else if (!data) content = <Spinner block label="Ielādē jaunumus..." />;
  else if (data.data.length === 0) content = <EmptyState text="Jaunumu pagaidām nav." />;
  else content = <PostGrid posts={data.data} busy={isLoading(posts)} />;

  return (
    <PageFrame title="Jaunumi" breadcrumb={[{ label: 'Sākums', to: routePath('home') }, { label: 'Jaunumi' }]}>
      <div className={styles.list}>
        {content}
        {/* Spec §4: current and total pages come from the answer, 1 until it has arrived. */}
        <Pagination
          currentPage={data?.meta.current_page ?? FIRST_PAGE}
          lastPage={data?.meta.last_page ?? FIRST_PAGE}
          onChange={goTo}
        />
      </div>
    </PageFrame>
  );
}
