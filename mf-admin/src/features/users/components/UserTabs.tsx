import { Link } from '@portal/shared-ui/lib/router';
import { USER_TABS, tabSearch, type UserTab } from '../hooks/useUsersAddress';
import styles from './UserTabs.module.css';

/**
 * The tabs of 'Lietotāji' as links, not a tab list: each tab has an address of its own (the
 * registration-request mail links straight to 'Gaida apstiprinājumu'); the current one is aria-current.
 */
export function UserTabs({ current, counts }: { current: UserTab; counts?: Partial<Record<UserTab, number>> }) {
  return (
    <nav aria-label="Lietotāju saraksti">
      <ul className={styles.tabs}>
        {USER_TABS.map(({ tab, label }) => (
          <li key={tab}>
            <Link
              to={{ search: tabSearch(tab) }}
              className={tab === current ? styles.active : styles.tab}
              aria-current={tab === current ? 'page' : undefined}
            >
              {label}
              {counts?.[tab] !== undefined ? <span className={styles.count}> ({counts[tab]})</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
