import { Link } from '@portal/shared-ui/lib/router';
import styles from './ListTabs.module.css';

export interface ListTab<TValue extends string> {
  value: TValue;
  label: string;
  /** How many items the tab holds; left out while not known. */
  count?: number;
}

export interface ListTabsProps<TValue extends string> {
  /** What the tabs choose, for screen readers: 'Ziņu statuss'. */
  label: string;
  tabs: readonly ListTab<TValue>[];
  value: TValue;
  /** The address of each tab (the list's state lives in the address: back, forward and reload keep it). */
  hrefOf: (value: TValue) => string;
}

/**
 * A list's filter tabs ('Jaunās', 'Atbildētās') as links, not a tab list: each has an address, the
 * current one is aria-current, and the count follows the name.
 */
export function ListTabs<TValue extends string>({ label, tabs, value, hrefOf }: ListTabsProps<TValue>) {
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.value}>
            <Link
              to={hrefOf(tab.value)}
              className={tab.value === value ? styles.active : styles.tab}
              aria-current={tab.value === value ? 'page' : undefined}
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
