import { useId } from 'react';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { shownError } from '@portal/shared-ui/lib/queryState';
import type { useProfileCategories } from '../api/userCategories';
import { CategoryTiles } from './CategoryTiles';
import styles from './CategorySection.module.css';

export interface CategorySectionProps {
  categories: ReturnType<typeof useProfileCategories>;
  /** Whose profile: null for the own one. */
  userId: number | null;
  title: string;
}

/**
 * The tiles under a profile's header: the top-level categories, or the children of the node in the
 * address. Nothing when the node has no children (a type node: its materials follow).
 */
export function CategorySection({ categories, userId, title }: CategorySectionProps) {
  const headingId = useId();
  const { query, roots, node } = categories;
  const error = shownError(query);
  const nodes = node ? node.children : roots;
  if (!error && query.data && nodes.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {error ? (
        <LoadError text="Neizdevās ielādēt kategorijas." onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <CategoryTiles nodes={nodes} userId={userId} labelledBy={headingId} />
      ) : (
        // Reserves about one row of tiles, so the materials below do not jump when they arrive.
        <div className={styles.placeholder}>
          <Spinner block label="Ielādē kategorijas..." />
        </div>
      )}
    </section>
  );
}
