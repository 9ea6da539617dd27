import type { To } from '@portal/shared-ui/lib/router';
import { Link } from '@portal/shared-ui/lib/router';
import styles from './Breadcrumb.module.css';

export interface BreadcrumbItem {
  label: string;
  /** Where the crumb leads; the last crumb (the current page) is never a link. */
  to?: To;
}

export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Ceļš" className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {last ? (
                <span aria-current="page" className={styles.current}>
                  {item.label}
                </span>
              ) : item.to !== undefined ? (
                <Link to={item.to} className={styles.link}>
                  {item.label}
                </Link>
              ) : (
                <span>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
