import { routePath } from '@portal/contracts/routes';
import { Button } from '@portal/shared-ui/components/Button';
import { SortTabs } from '@portal/shared-ui/components/SortTabs';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { LoadError } from '../../../lib/LoadError';
import { useListQuery } from '../../../lib/listQuery';
import { useViewer } from '../../../lib/viewer';
import { useCategoryTree } from '../../categories/hooks/useCategoryTree';
import { useHomeSettings } from '../hooks/useHomeSettings';
import { BannerSection } from './BannerSection';
import { CategorySection } from './CategorySection';
import { LatestNews } from './LatestNews';
import styles from './HomeView.module.css';

/**
 * The home page (spec §2.2): banners and the latest news when the settings say so, then one
 * section per top-level category under one sort filter (kept in the address as `?sort=`).
 */
export function HomeView() {
  const viewer = useViewer();
  const { showBanners, showArticles } = useHomeSettings();
  const { sort, setSort } = useListQuery(viewer.signedIn);
  const tree = useCategoryTree();

  let sections;
  if (tree.error && !tree.loading) sections = <LoadError text="Neizdevās ielādēt kategorijas." onRetry={tree.reload} />;
  else if (tree.loading) sections = <Spinner block label="Ielādē materiālus..." />;
  else sections = tree.roots.map((node) => <CategorySection key={node.id} node={node} sort={sort} viewer={viewer} />);

  return (
    <div className={styles.home}>
      {/* The page's name for screen readers; the header's logo says it visually. */}
      <h1 className={styles.hidden}>Mācību materiālu portāls</h1>
      {showBanners ? <BannerSection /> : null}
      {showArticles ? <LatestNews /> : null}
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
