import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '@portal/shared-ui/lib/router';
import { SEARCH } from '@portal/contracts/constants';
import { NO_OPTIONS_TEXT } from '@portal/contracts/messages';
import { routePath } from '@portal/contracts/routes';
import type { SearchHit } from '@portal/contracts/schemas/entities';
import { Icon } from '@portal/shared-ui/components/Icon';
import { SearchResult } from '@portal/shared-ui/components/SearchResult';
import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';
import { plural } from '@portal/shared-ui/lib/plural';
import { isSearchable, useSearchHits } from '../api/search';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import styles from './HeaderSearch.module.css';

export const SEARCH_PLACEHOLDER = 'Meklē...';
export const SEARCH_LABEL = 'Meklēt materiālus';
export const SEARCH_LOADING_TEXT = 'Meklē...';
export const SEARCH_FAILED_TEXT = 'Meklēšana neizdevās. Mēģini vēlreiz.';

type Outcome = { kind: 'idle' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'hits'; hits: SearchHit[] };

/**
 * The header's search box (spec §2.2, signed-in users only): an ARIA combobox whose listbox shows
 * the hits of what was typed, once it has 3 characters and has rested for 500 ms (spec §9). ↓ and ↑
 * move through the hits, Enter or a click opens one, Escape closes the list (and then empties the
 * box). Focus stays in the box; the active hit is named by `aria-activedescendant`, and the list
 * scrolls itself to keep it in sight. The listbox is the scrolling element, so axe knows it for a
 * combobox's popup (whose keyboard access is the box) rather than a region to be focused.
 */
export function HeaderSearch() {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-results`;
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [listWanted, setListWanted] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  const typed = text.trim();
  const settled = useDebouncedValue(typed, SEARCH.debounceMs);
  const found = useSearchHits(settled);

  // The answer is shown only for what the box says now: while the typing has not settled, or the
  // settled query is still being asked, the list says it is searching.
  const outcome: Outcome = !isSearchable(typed)
    ? { kind: 'idle' }
    : settled !== typed || found.isPending
      ? { kind: 'loading' }
      : found.isError
        ? { kind: 'failed' }
        : { kind: 'hits', hits: found.data };
  const hits = outcome.kind === 'hits' ? outcome.hits : [];
  const open = listWanted && outcome.kind !== 'idle';
  const activeIndex = open && active < hits.length ? active : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  const closeList = () => {
    setListWanted(false);
    setActive(-1);
  };

  const choose = (hit: SearchHit) => {
    closeList();
    setText('');
    void navigate(routePath('material', { id: hit.id }));
  };

  /**
   * Makes a hit active from the keyboard and scrolls the list (only the list, never the page) just
   * enough to show it whole: the focus stays in the box, so the browser would not. Hover does not
   * scroll, or the list would move under a resting pointer.
   */
  const moveTo = (index: number) => {
    setActive(index);
    const list = listRef.current;
    const option = list?.children[index];
    if (!list || !option) return;
    const view = list.getBoundingClientRect();
    const rect = option.getBoundingClientRect();
    if (rect.top < view.top) list.scrollTop -= view.top - rect.top;
    else if (rect.bottom > view.bottom) list.scrollTop += rect.bottom - view.bottom;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          // A closed list opens on its first hit.
          setListWanted(true);
          setActive(0);
        } else if (hits.length > 0) moveTo((activeIndex + 1) % hits.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open && hits.length > 0) moveTo(activeIndex <= 0 ? hits.length - 1 : activeIndex - 1);
        break;
      case 'Enter': {
        const hit = hits[activeIndex];
        if (hit) {
          event.preventDefault();
          choose(hit);
        }
        break;
      }
      case 'Escape':
        if (event.defaultPrevented) break;
        if (open) {
          // Only the list closes: a drawer or dialog around the box stays open.
          event.preventDefault();
          closeList();
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        break;
      default:
        break;
    }
  };

  // One live region says what the list holds: searching, the failure, nothing found, or how many
  // hits (for screen readers only: the hits themselves are in view).
  const message =
    outcome.kind === 'loading'
      ? SEARCH_LOADING_TEXT
      : outcome.kind === 'failed'
        ? SEARCH_FAILED_TEXT
        : hits.length === 0
          ? NO_OPTIONS_TEXT
          : null;
  const count = plural(hits.length, { one: '{n} rezultāts', many: '{n} rezultāti' });

  return (
    <div role="search" className={styles.search} data-expanded={focused}>
      <label htmlFor={inputId} className={styles.field}>
        <Icon name="search" size={20} className={styles.icon} />
        <VisuallyHidden>{SEARCH_LABEL}</VisuallyHidden>
      </label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        placeholder={SEARCH_PLACEHOLDER}
        value={text}
        className={styles.input}
        onChange={(event) => {
          setText(event.target.value);
          setListWanted(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setFocused(true);
          setListWanted(true);
        }}
        onBlur={() => {
          setFocused(false);
          closeList();
        }}
      />
      <div className={styles.popup} hidden={!open}>
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label="Meklēšanas rezultāti"
          hidden={hits.length === 0}
          className={styles.list}
        >
          {hits.map((hit, index) => (
            // Chosen with the keyboard from the box (aria-activedescendant) or with a click; an option
            // never takes the focus, so the box keeps it.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={hit.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={index === activeIndex ? `${styles.option} ${styles.active}` : styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(hit)}
            >
              <SearchResult hit={hit} />
            </li>
          ))}
        </ul>
        <div
          role="status"
          className={
            message === null
              ? undefined
              : outcome.kind === 'failed'
                ? `${styles.message} ${styles.error}`
                : styles.message
          }
        >
          {!open ? null : message !== null ? message : <VisuallyHidden>{count}</VisuallyHidden>}
        </div>
      </div>
    </div>
  );
}
