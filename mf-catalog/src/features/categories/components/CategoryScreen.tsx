import { useId } from 'react';
import type { GridColumns } from '@portal/shared-ui/components/MaterialGrid';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { LoadError } from '../../../lib/LoadError';
import { NotFound } from '@portal/shared-ui/components/NotFound';
import { PageHeader } from '../../../lib/PageHeader';
import { useDocumentTitle } from '../../../lib/documentTitle';
import { isNotFound } from '../../../lib/httpStatus';
import { useViewer } from '../../../lib/viewer';
import { MaterialBrowser } from '../../materials/components/MaterialBrowser';
import { useCategoryNode } from '../hooks/useCategoryNode';
import { CategoryBreadcrumb } from './CategoryBreadcrumb';
import { SubcategoryTiles } from './SubcategoryTiles';
import { UploadButton } from './UploadButton';
import styles from './CategoryScreen.module.css';

export interface CategoryScreenProps {
  /** the :categoryNodeId of the address */
  id: string | undefined;
  /**
   * 'category': description and sub-category tiles above a 2/3/4 grid; 'materials': the list alone
   * in a 2/3/5 grid (spec §9).
   */
  variant: 'category' | 'materials';
}

const COLUMNS: Record<CategoryScreenProps['variant'], GridColumns> = {
  category: { sm: 2, md: 3, lg: 4 },
  materials: { sm: 2, md: 3, lg: 5 },
};

/** The category screen and the category-materials screen (spec §2.2). */
export function CategoryScreen({ id, variant }: CategoryScreenProps) {
  const viewer = useViewer();
  const tilesHeading = useId();
  const { node, loading, error, reload, invalid } = useCategoryNode(id);
  useDocumentTitle(node?.category.title);

  if (invalid || isNotFound(error)) return <NotFound title="Kategorija nav atrasta" />;
  if (error && !loading) return <LoadError text="Neizdevās ielādēt kategoriju." onRetry={reload} />;
  if (!node) return <Spinner block label="Ielādē kategoriju..." />;

  const description = variant === 'category' ? node.category.description?.trim() : undefined;
  return (
    <div className={styles.screen}>
      <CategoryBreadcrumb node={node} />
      <PageHeader title={node.category.title} actions={<UploadButton node={node} />}>
        {description ? <p className={styles.description}>{description}</p> : null}
      </PageHeader>
      {variant === 'category' && node.children.length > 0 ? (
        <section className={styles.subcategories} aria-labelledby={tilesHeading}>
          <h2 id={tilesHeading} className={styles.heading}>
            Apakškategorijas
          </h2>
          <SubcategoryTiles nodes={node.children} />
        </section>
      ) : null}
      <MaterialBrowser
        key={node.id}
        categoryId={node.id}
        viewer={viewer}
        columns={COLUMNS[variant]}
        emptyText="Šajā kategorijā vēl nav neviena materiāla."
      />
    </div>
  );
}
