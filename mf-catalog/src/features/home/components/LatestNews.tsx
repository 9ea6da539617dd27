import { Link } from 'react-router-dom';
import { routePath } from '@portal/contracts/routes';
import { EmptyState } from '@portal/shared-ui/components/EmptyState';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { LoadError } from '../../../lib/LoadError';
import { PostGrid } from '../../news/components/PostGrid';
import { useLatestPosts } from '../../news/hooks/usePosts';
import styles from './HomeSection.module.css';

/** The three newest posts and the way to the news list. */
export function LatestNews() {
  const { data, loading, error, reload } = useLatestPosts(true);
  let content;
  if (error && !loading) content = <LoadError text="Neizdevās ielādēt jaunumus." onRetry={reload} />;
  else if (!data) content = <Spinner block label="Ielādē jaunumus..." />;
  else if (data.data.length === 0) content = <EmptyState text="Jaunumu pagaidām nav." />;
  else content = <PostGrid posts={data.data} headingLevel={3} />;
  return (
    <section className={styles.section} aria-labelledby="home-news">
      <div className={styles.head}>
        <h2 id="home-news" className={styles.heading}>
          Jaunumi
        </h2>
        <Link to={routePath('posts')} className={styles.more}>
          Visi jaunumi
        </Link>
      </div>
      {content}
    </section>
  );
}
