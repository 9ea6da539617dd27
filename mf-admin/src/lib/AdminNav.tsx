import { NavLink } from '@portal/shared-ui/lib/router';
import { adminPath } from './adminPath';
import { ADMIN_TITLE, SECTIONS } from './sections';
import styles from './AdminNav.module.css';

/** The sections' menu: links with addresses of their own, the current one aria-current. */
export function AdminNav() {
  return (
    <nav aria-label={ADMIN_TITLE}>
      <ul className={styles.list}>
        {SECTIONS.map((section) => (
          <li key={section.path}>
            <NavLink
              to={adminPath(section.path)}
              className={({ isActive }) => (isActive ? styles.active : styles.link)}
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
