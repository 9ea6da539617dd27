import { Children, type CSSProperties, type ReactNode } from 'react';
import { EmptyState } from '@portal/shared-ui/components/EmptyState';
import { Spinner } from '@portal/shared-ui/components/Spinner';
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
  /** One child per item (MaterialCard, CategoryTile, ...); each becomes a list item. */
  children?: ReactNode;
}

export function MaterialGrid({
  columns = { sm: 2, md: 3, lg: 4 },
  loading = false,
  emptyText = 'Šeit vēl nav neviena materiāla.',
  label,
  id,
  children,
}: MaterialGridProps) {
  const items = Children.toArray(children);
  if (items.length === 0) {
    return <div id={id}>{loading ? <Spinner block /> : <EmptyState text={emptyText} />}</div>;
  }
  const style = { '--cols-sm': columns.sm, '--cols-md': columns.md, '--cols-lg': columns.lg } as CSSProperties;
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
