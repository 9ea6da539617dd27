import { Children, type CSSProperties, type ReactNode } from 'react';
import { EmptyState } from '@portal/shared-ui/components/EmptyState';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';
import styles from './MaterialGrid.module.css';

/**
 * Columns per breakpoint (spec §9 grids): small < 640 px, medium 640–1023 px, large ≥ 1024 px. Below 480 px
 * (a phone held upright) the grid has one column whatever `sm` says, so a card's title has room.
 */
export interface GridColumns {
  sm: number;
  md: number;
  lg: number;
}

export interface MaterialGridProps {
  columns?: GridColumns;
  loading?: boolean;
  /** Shown when there is nothing to list (and nothing loading). */
  emptyText?: string;
  /** Names the list for screen readers. */
  label?: string;
  id?: string;
  /**
   * How many items the first answer will most likely hold. While it loads, the grid shows that many
   * card-sized placeholders instead of a spinner, so what comes below does not move when it arrives.
   */
  expected?: number;
  /** One child per item (MaterialCard, CategoryTile, ...); each becomes a list item. */
  children?: ReactNode;
}

export function MaterialGrid({
  columns = { sm: 2, md: 3, lg: 4 },
  loading = false,
  emptyText = 'Šeit vēl nav neviena materiāla.',
  label,
  id,
  expected,
  children,
}: MaterialGridProps) {
  const items = Children.toArray(children);
  const style = { '--cols-sm': columns.sm, '--cols-md': columns.md, '--cols-lg': columns.lg } as CSSProperties;
  if (items.length === 0 && loading && expected) {
    return (
      <div id={id} role="status">
        <VisuallyHidden>Ielādē materiālus...</VisuallyHidden>
        <ul className={styles.grid} style={style}>
          {Array.from({ length: expected }, (_, index) => (
            <li key={index} className={styles.item}>
              <div className={styles.placeholder} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (items.length === 0) {
    return <div id={id}>{loading ? <Spinner block /> : <EmptyState text={emptyText} />}</div>;
  }
  return (
    <div id={id} className={styles.wrapper} aria-busy={loading || undefined}>
      <ul
        className={[styles.grid, loading ? styles.loading : ''].filter(Boolean).join(' ')}
        style={style}
        aria-label={label}
      >
        {items.map((item, index) => (
          <li key={(item as { key?: string | null }).key ?? index} className={styles.item}>
            {item}
          </li>
        ))}
      </ul>
      {loading ? (
        <div className={styles.overlay}>
          <Spinner />
        </div>
      ) : null}
    </div>
  );
}
