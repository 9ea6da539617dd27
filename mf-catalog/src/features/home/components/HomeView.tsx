import type { ReactNode } from 'react';
import { routePath } from '@portal/contracts/routes';
import { Button } from '@portal/shared-ui/components/Button';
import { SortTabs } from '@portal/shared-ui/components/SortTabs';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { useCategoryTree } from '@portal/shared-ui/queries/categories';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { useListQuery } from '@portal/shared-ui/lib/listQuery';
import { shownError } from '@portal/shared-ui/lib/queryState';
import { useViewer } from '@portal/shared-ui/lib/viewer';
import { useHomeSettings } from '../api/home';
import { BannerSection } from './BannerSection';
import { CategorySection } from './CategorySection';
import { NewsSection } from './NewsSection';
import styles from './HomeView.module.css';

export interface HomeViewProps {
  /** The latest news posts, shown (and so loaded) only when the settings switch the news on. */
  latestNews: ReactNode;
}

/**
 * The home page (spec §2.2): banners and the latest news when the settings say so, then one
 * section per top-level category under one sort filter (kept in the address as `?sort=`).
 */
export function HomeView({ latestNews }: HomeViewProps) {
  const viewer = useViewer();
  const { showBanners, showArticles, settled } = useHomeSettings();
  const { sort, setSort } = useListQuery(viewer.signedIn);
  // The same query as the header's category menu: one request for both (spec §4).
  const tree = useCategoryTree();

  let sections;
  if (shownError(tree))
    sections = <LoadError text="Neizdevās ielādēt kategorijas." onRetry={() => void tree.refetch()} />;
  else if (!tree.data) sections = <Spinner block label="Ielādē materiālus..." />;
  else sections = tree.roots.map((node) => <CategorySection key={node.id} node={node} sort={sort} viewer={viewer} />);

  if (!settled) return <Spinner block label="Ielādē sākumlapu..." />;

  return (
    <div className={styles.home}>
      {/* The page's name for screen readers; the header's logo says it visually. */}
      <h1 className={styles.hidden}>Mācību materiālu portāls</h1>
      {showBanners ? <BannerSection /> : null}
      {showArticles ? <NewsSection>{latestNews}</NewsSection> : null}
      <div className={styles.materials}>
        <div className={styles.toolbar}>
          <div className={styles.tabs}>
            <SortTabs value={sort} onChange={setSort} signedIn={viewer.signedIn} />
          </div>
          {viewer.signedIn ? <Button to={routePath('upload')}>+ Pievienot materiālu</Button> : null}
        </div>
        {sections}
      </div>
    </div>
  );
}
