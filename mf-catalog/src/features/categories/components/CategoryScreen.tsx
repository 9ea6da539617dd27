import { useId, type ReactNode } from 'react';
import type { CategoryNode } from '@portal/contracts/schemas/entities';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { NotFound } from '@portal/shared-ui/components/NotFound';
import { PageFrame } from '@portal/shared-ui/components/PageFrame';
import { useDocumentTitle } from '@portal/shared-ui/lib/documentTitle';
import { isNotFound } from '../../../lib/httpStatus';
import { shownError } from '@portal/shared-ui/lib/queryState';
import { useCategoryNode } from '../api/categories';
import { categoryCrumbs } from './categoryCrumbs';
import { SubcategoryTiles } from './SubcategoryTiles';
import { UploadButton } from './UploadButton';
import styles from './CategoryScreen.module.css';

export interface CategoryScreenProps {
  /** the :categoryNodeId of the address */
  id: string | undefined;
  /** 'category': description and sub-category tiles above the materials; 'materials': the list alone (spec §2.2). */
  variant: 'category' | 'materials';
  /** The node's materials, under the header (and the tiles); the page decides how they are listed. */
  materials: (node: CategoryNode) => ReactNode;
}

/** The category screen and the category-materials screen (spec §2.2). */
export function CategoryScreen({ id, variant, materials }: CategoryScreenProps) {
  const tilesHeading = useId();
  const category = useCategoryNode(id);
  const node = category.data ?? null;
  const error = shownError(category);
  useDocumentTitle(node?.category.title);

  if (category.invalid || isNotFound(category.error)) return <NotFound title="Kategorija nav atrasta" />;
  if (error) return <LoadError text="Neizdevās ielādēt kategoriju." onRetry={() => void category.refetch()} />;
  if (!node) return <Spinner block label="Ielādē kategoriju..." />;

  const description = variant === 'category' ? node.category.description?.trim() : undefined;
  return (
    <PageFrame
      title={node.category.title}
      breadcrumb={categoryCrumbs(node)}
      actions={<UploadButton node={node} />}
      intro={description ? <p className={styles.description}>{description}</p> : null}
    >
      <div className={styles.screen}>
        {variant === 'category' && node.children.length > 0 ? (
          <section className={styles.subcategories} aria-labelledby={tilesHeading}>
            <h2 id={tilesHeading} className={styles.heading}>
              Apakškategorijas
            </h2>
            <SubcategoryTiles nodes={node.children} />
          </section>
        ) : null}
        {materials(node)}
      </div>
    </PageFrame>
  );
}
