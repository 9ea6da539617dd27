import { Link, type To } from '@portal/shared-ui/lib/router';
import styles from './TabLinks.module.css';

export interface TabLink {
  /** The tab's name: 'Jaunās'. */
  label: string;
  /** Its own address (a list's tab is a filter in the address: back, forward and reload keep it). */
  to: To;
  /** The tab shown now. */
  current: boolean;
  /** How many items it holds, after its name; left out while not known. */
  count?: number;
}

export interface TabLinksProps {
  /** What the tabs choose, for screen readers: 'Ziņu statuss'. */
  label: string;
  tabs: readonly TabLink[];
}

/**
 * Tabs that are links, not a tab list: each has an address of its own (a mail or a badge can lead
 * straight to one), the current one is aria-current, and a count follows the name. For tabs that
 * only change a view in place, SortTabs (a real tab list) is the one.
 */
export function TabLinks({ label, tabs }: TabLinksProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.label} className={styles.item}>
            <Link
              to={tab.to}
              className={tab.current ? styles.current : styles.tab}
              aria-current={tab.current ? 'page' : undefined}
            >
              {tab.label}
              {tab.count !== undefined ? <span className={styles.count}> ({tab.count})</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
