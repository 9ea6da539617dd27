import { Link } from '@portal/shared-ui/lib/router';
import type { CategoryNode } from '@portal/contracts/schemas/entities';
import { Icon } from '@portal/shared-ui/components/Icon';
import styles from './CategoryTile.module.css';

export interface CategoryTileProps {
  node: CategoryNode;
  /** Given by the caller when the node has children; without it the tile is plain text. */
  to?: string;
  /** Materials under the node (all, or the user's own on profile pages). */
  count: number;
  /** 'icon': icon, title and count; 'title': a larger title tile (top-level nodes on profiles). */
  variant?: 'icon' | 'title';
}

/** The count with the suffix 'gb' (gabali, pieces) of spec §2.2. */
export function countText(count: number): string {
  return `${count} gb`;
}

export function CategoryTile({ node, to, count, variant = 'icon' }: CategoryTileProps) {
  const { title, icon_url: iconUrl } = node.category;
  const body = (
    <>
      {variant === 'icon' ? (
        iconUrl ? (
          <img src={iconUrl} alt="" width={48} height={48} className={styles.icon} loading="lazy" />
        ) : (
          <Icon name="generic" size={48} className={styles.icon} />
        )
      ) : null}
      <span className={styles.title}>{title}</span>
      <span className={styles.count}>{countText(count)}</span>
    </>
  );
  const classes = [styles.tile, variant === 'title' ? styles.titleTile : styles.iconTile];
  // Not clickable at count 0 (spec §2.2): there is nothing behind it to show.
  if (to !== undefined && count > 0) {
    return (
      <Link to={to} className={[...classes, styles.linked].join(' ')}>
        {body}
      </Link>
    );
  }
  return <div className={[...classes, count === 0 ? styles.empty : ''].filter(Boolean).join(' ')}>{body}</div>;
}
