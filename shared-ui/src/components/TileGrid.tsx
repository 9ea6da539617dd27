import { Children, type CSSProperties, type ReactNode } from 'react';
import type { GridColumns } from '@portal/shared-ui/components/MaterialGrid';
import styles from './TileGrid.module.css';

export interface TileGridProps {
  /** Columns per breakpoint: small < 640 px, medium 640–1023 px, large ≥ 1024 px. */
  columns: GridColumns;
  /** The heading that names the list. */
  labelledBy?: string;
  /** One child per tile (CategoryTile); each becomes a list item, stretched to the row's height. */
  children?: ReactNode;
}

/**
 * The list of category tiles (a category's sub-categories, a profile's categories): tiles of one
 * row are as tall as the tallest. Nothing at all for no tiles.
 */
export function TileGrid({ columns, labelledBy, children }: TileGridProps) {
  const items = Children.toArray(children);
  if (items.length === 0) return null;
  const style = { '--cols-sm': columns.sm, '--cols-md': columns.md, '--cols-lg': columns.lg } as CSSProperties;
  return (
    <ul className={styles.tiles} style={style} aria-labelledby={labelledBy}>
      {items.map((item, index) => (
        <li key={(item as { key?: string | null }).key ?? index} className={styles.item}>
          {item}
        </li>
      ))}
    </ul>
  );
}
