import { useId } from 'react';
import { Link, useLocation } from '@portal/shared-ui/lib/router';
import type { CategoryNode } from '@portal/contracts/schemas/entities';
import { Icon } from '@portal/shared-ui/components/Icon';
import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';
import { categoryHref } from '../api/menuCategories';
import { useDisclosure } from '../hooks/useDisclosure';
import styles from './Header.module.css';

// Lazy: most of the menu is closed (on a phone all of it), and two dozen icons fetched at once held
// up the home page's own pictures on a slow connection. The box is reserved, nothing shifts.
function CategoryIcon({ url }: { url: string | null | undefined }) {
  return url ? (
    <img src={url} alt="" width={20} height={20} className={styles.categoryIcon} loading="lazy" decoding="async" />
  ) : null;
}

/**
 * A top-menu category: a link to it and, when it has children, a disclosure button for their list.
 * `current`: the page is in this category (itself, a sub-category, a material in it); the link is
 * then marked, as the page itself ('page') or as the section the page is in ('true').
 */
export function CategoryMenuItem({ node, current = false }: { node: CategoryNode; current?: boolean }) {
  const { pathname } = useLocation();
  const listId = useId();
  const { open, toggle, containerRef, toggleRef } = useDisclosure<HTMLLIElement>();
  const children = node.children ?? [];
  const title = node.category.title;
  return (
    <li ref={containerRef} className={styles.menuItem}>
      <Link
        to={categoryHref(node)}
        className={styles.menuLink}
        aria-current={current ? (pathname === categoryHref(node) ? 'page' : 'true') : undefined}
      >
        <CategoryIcon url={node.category.icon_url} />
        {title}
      </Link>
      {children.length > 0 ? (
        <>
          <button
            ref={toggleRef}
            type="button"
            className={styles.dropdownToggle}
            aria-expanded={open}
            aria-controls={listId}
            onClick={toggle}
          >
            <Icon name="chevron-down" size={18} className={open ? styles.chevronOpen : styles.chevron} />
            <VisuallyHidden>{`${title}: apakšsadaļas`}</VisuallyHidden>
          </button>
          <ul id={listId} hidden={!open} className={styles.dropdown}>
            {children.map((child) => (
              <li key={child.id}>
                <Link to={categoryHref(child)} className={styles.dropdownLink}>
                  <CategoryIcon url={child.category.icon_url} />
                  {child.category.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </li>
  );
}
