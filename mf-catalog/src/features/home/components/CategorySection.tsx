import { useId } from 'react';
import { Link } from '@portal/shared-ui/lib/router';
import { HOME_MATERIALS_PER_CATEGORY, type SortKey } from '@portal/contracts/constants';
import type { CategoryNode } from '@portal/contracts/schemas/entities';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { MaterialCards } from '@portal/shared-ui/components/MaterialCards';
import { categoryHref } from '../../../lib/links';
import { isLoading, shownError } from '@portal/shared-ui/lib/queryState';
import type { Viewer } from '@portal/shared-ui/lib/viewer';
import { useHomeSection } from '../api/home';
import styles from './HomeSection.module.css';

export interface CategorySectionProps {
  node: CategoryNode;
  sort: SortKey;
  viewer: Viewer;
}

/** A top-level category on the home page: its newest (or chosen-sort) 5 materials and its sub-categories. */
export function CategorySection({ node, sort, viewer }: CategorySectionProps) {
  const headingId = useId();
  const section = useHomeSection(node.id, sort);
  const title = node.category.title;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          <Link to={categoryHref(node)}>{title}</Link>
        </h2>
      </div>
      {node.children.length > 0 ? (
        <ul className={styles.subcategories} aria-label={`${title}: apakškategorijas`}>
          {node.children.map((child) => (
            <li key={child.id}>
              <Link to={categoryHref(child)} className={styles.subcategory}>
                {child.category.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {shownError(section) ? (
        <LoadError text="Neizdevās ielādēt materiālus." onRetry={() => void section.refetch()} />
      ) : (
        <MaterialCards
          materials={(section.data?.data ?? []).slice(0, HOME_MATERIALS_PER_CATEGORY)}
          viewer={viewer}
          columns={{ sm: 2, md: 3, lg: 5 }}
          loading={isLoading(section)}
          expected={Math.min(HOME_MATERIALS_PER_CATEGORY, node.category.materials_count)}
          emptyText="Šajā kategorijā vēl nav materiālu."
          label={title}
        />
      )}
    </section>
  );
}
