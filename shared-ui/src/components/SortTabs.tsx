import { useEffect, useRef, type KeyboardEvent } from 'react';
import { ANONYMOUS_SORT_KEYS, SORT_KEYS, type SortKey } from '@portal/contracts/constants';
import styles from './SortTabs.module.css';

export const SORT_LABELS: Record<SortKey, string> = {
  created_at: 'Jaunākie',
  likes: 'Visvairāk patīk',
  downloads: 'Lejuplādētākie',
  bookmarks: 'Grāmatzīmes',
};

/**
 * The sort keys a viewer may choose: 'Grāmatzīmes' needs sign-in (spec §2.2), and is left out
 * where the list cannot hold a bookmarked material (`withBookmarks` false: one's own materials).
 */
export function sortKeysFor(signedIn: boolean, withBookmarks = true): readonly SortKey[] {
  return signedIn && withBookmarks ? SORT_KEYS : ANONYMOUS_SORT_KEYS;
}

export interface SortTabsProps {
  value: SortKey;
  onChange: (value: SortKey) => void;
  signedIn: boolean;
  /** false over one's own materials: they cannot be bookmarked, so 'Grāmatzīmes' would always be empty */
  withBookmarks?: boolean;
  /** Names the tab list for screen readers. */
  label?: string;
  /** id of the element the tabs sort (the material grid), for aria-controls. */
  controls?: string;
}

/** A tab list (arrow keys, Home, End move and choose; one tab stop). */
export function SortTabs({
  value,
  onChange,
  signedIn,
  withBookmarks = true,
  label = 'Kārtot materiālus',
  controls,
}: SortTabsProps) {
  const keys = sortKeysFor(signedIn, withBookmarks);
  const refs = useRef(new Map<SortKey, HTMLButtonElement>());
  // A signed-out viewer left on 'bookmarks' (e.g. after sign-out) sees the first tab as the current one.
  const active = keys.includes(value) ? value : keys[0];

  useEffect(() => {
    // On a phone the row scrolls sideways: the chosen tab is shown whole (the row only, not the page),
    // measured in the next frame, once the tab's bold text has widened it.
    const frame = requestAnimationFrame(() => {
      const tab = refs.current.get(active as SortKey);
      const list = tab?.parentElement;
      if (!tab || !list) return;
      const own = tab.getBoundingClientRect();
      const row = list.getBoundingClientRect();
      if (own.left < row.left) list.scrollLeft -= row.left - own.left;
      else if (own.right > row.right) list.scrollLeft += own.right - row.right;
    });
    return () => cancelAnimationFrame(frame);
  }, [active]);

  const choose = (key: SortKey) => {
    refs.current.get(key)?.focus();
    if (key !== value) onChange(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = keys.indexOf(active as SortKey);
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % keys.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (index - 1 + keys.length) % keys.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = keys.length - 1;
    if (next === null) return;
    event.preventDefault();
    const key = keys[next];
    if (key) choose(key);
  };

  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {keys.map((key) => {
        const selected = key === active;
        return (
          <button
            key={key}
            ref={(el) => {
              if (el) refs.current.set(key, el);
              else refs.current.delete(key);
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            className={[styles.tab, selected ? styles.selected : ''].filter(Boolean).join(' ')}
            onClick={() => choose(key)}
            onKeyDown={onKeyDown}
          >
            <span className={styles.label} data-text={SORT_LABELS[key]}>
              {SORT_LABELS[key]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
