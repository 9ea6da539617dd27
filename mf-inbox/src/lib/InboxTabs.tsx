import { NavLink } from '@portal/shared-ui/lib/router';
import { routePath } from '@portal/contracts/routes';
import styles from './InboxTabs.module.css';

const TABS = [
  { route: 'inbox.comments', label: 'Komentāri' },
  { route: 'inbox.messages', label: 'Ziņas' },
] as const;

/**
 * The inbox's tabs 'Komentāri' and 'Ziņas' (spec §2.2) as links, not a tab list: each tab has an
 * address of its own (the header's badges lead straight to one); the current one is aria-current.
 */
export function InboxTabs({ label }: { label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs}>
        {TABS.map((tab) => (
          <li key={tab.route}>
            <NavLink to={routePath(tab.route)} className={({ isActive }) => (isActive ? styles.active : styles.tab)}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
