import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { DROPDOWN_MAX_HEIGHT } from '@portal/contracts/constants';
import { NO_OPTIONS_TEXT } from '@portal/contracts/messages';
import styles from './Autocomplete.module.css';
import controls from './controls.module.css';

export interface AutocompleteOption {
  value: string | number;
  label: string;
}

export interface AutocompleteProps {
  /** Searches for what was typed; the newest answer wins, older ones are dropped. */
  loadOptions: (query: string) => Promise<AutocompleteOption[]>;
  value: AutocompleteOption | null;
  onChange: (option: AutocompleteOption | null) => void;
  placeholder?: string;
  emptyText?: string;
  loadingText?: string;
  /** Characters needed before searching (0: the list opens on an empty query too). */
  minLength?: number;
  debounceMs?: number;
  id?: string;
  name?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  'aria-label'?: string;
}

/** Search-as-you-type picker (ARIA combobox with a listbox popup: ↑ ↓ Enter Escape). */
export function Autocomplete({
  loadOptions,
  value,
  onChange,
  placeholder,
  emptyText = NO_OPTIONS_TEXT,
  loadingText = 'Meklē...',
  minLength = 1,
  debounceMs = 300,
  id,
  name,
  disabled,
  ...aria
}: AutocompleteProps) {
  const generated = useId();
  const inputId = id ?? `autocomplete-${generated}`;
  const listId = `${inputId}-listbox`;
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<AutocompleteOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const requestId = useRef(0);
  const listRef = useRef<HTMLUListElement>(null);

  // While typing the input shows the typed text; otherwise the chosen option's label.
  const shown = text ?? value?.label ?? '';

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
      requestId.current++;
    },
    [],
  );

  useEffect(() => {
    if (active < 0 || !listRef.current) return;
    const option = listRef.current.children[active];
    if (option instanceof HTMLElement) option.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const search = (query: string) => {
    if (timer.current !== null) clearTimeout(timer.current);
    const current = ++requestId.current;
    if (query.trim().length < minLength) {
      setOptions([]);
      setLoading(false);
      setActive(-1);
      return;
    }
    setLoading(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      loadOptions(query.trim()).then(
        (found) => {
          if (current !== requestId.current) return;
          setOptions(found);
          setActive(found.length > 0 ? 0 : -1);
          setLoading(false);
        },
        () => {
          if (current !== requestId.current) return;
          setOptions([]);
          setActive(-1);
          setLoading(false);
        },
      );
    }, debounceMs);
  };

  const close = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    requestId.current++;
    setOpen(false);
    setLoading(false);
    setActive(-1);
  };

  const choose = (option: AutocompleteOption) => {
    close();
    setText(null);
    onChange(option);
  };

  const openWith = (query: string) => {
    setOpen(true);
    search(query);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openWith(shown);
        else if (options.length > 0) setActive((i) => Math.min(options.length - 1, i + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open && options.length > 0) setActive((i) => Math.max(0, i - 1));
        break;
      case 'Enter': {
        const option = open ? options[active] : undefined;
        if (option) {
          // Choosing an option must not submit the surrounding form.
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        if (open) {
          // Keeps a surrounding dialog open: only the list closes.
          event.preventDefault();
          close();
        } else if (text !== null) {
          event.preventDefault();
          setText(null);
        }
        break;
      case 'Tab':
        if (open) close();
        break;
      default:
        break;
    }
  };

  const showPopup = open && (loading || options.length > 0 || shown.trim().length >= minLength);
  const activeId = open && active >= 0 ? `${listId}-${active}` : undefined;

  return (
    <div className={styles.wrapper}>
      <input
        {...aria}
        id={inputId}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showPopup}
        aria-controls={listId}
        aria-activedescendant={activeId}
        disabled={disabled}
        placeholder={placeholder}
        value={shown}
        className={controls.control}
        onChange={(event) => {
          const query = event.target.value;
          setText(query);
          // The text no longer names the chosen option: the choice is undone until a new one is made.
          if (value) onChange(null);
          openWith(query);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          close();
          setText(null);
        }}
      />
      <div className={styles.popup} hidden={!showPopup} style={{ maxHeight: DROPDOWN_MAX_HEIGHT }}>
        <ul ref={listRef} id={listId} role="listbox" aria-label={placeholder ?? 'Rezultāti'} className={styles.list}>
          {!loading
            ? options.map((option, index) => (
                // Options are chosen with the mouse here and with the keyboard on the input
                // (aria-activedescendant), so they take no focus of their own.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={option.value}
                  id={`${listId}-${index}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  className={[styles.option, index === active ? styles.active : ''].filter(Boolean).join(' ')}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => choose(option)}
                >
                  {option.label}
                </li>
              ))
            : null}
        </ul>
        {loading ? <p className={styles.message}>{loadingText}</p> : null}
        {!loading && options.length === 0 && showPopup ? <p className={styles.message}>{emptyText}</p> : null}
      </div>
    </div>
  );
}
