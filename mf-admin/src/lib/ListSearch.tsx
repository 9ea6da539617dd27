import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Button } from '@portal/shared-ui/components/Button';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import styles from './ListSearch.module.css';

export interface ListSearchProps {
  /** The field's visible label: 'Meklēt skolu'. */
  label: string;
  /** The search landmark's name, where the label does not say it ('Meklēt lietotājus'); else the label. */
  name?: string;
  /** The search as the address holds it. */
  value: string;
  /** Called with the trimmed text a moment after typing stops, and at once on Enter or 'Meklēt'. */
  onSearch: (text: string) => void;
  placeholder?: string;
  /** Milliseconds of quiet before searching. */
  delay?: number;
}

/**
 * The search above an administration list: it searches as one types, after a short pause, and at
 * once when sent ('Meklēt' or Enter); the field keeps the address's text, also when back or a tab's
 * link changes it.
 */
export function ListSearch({ label, name, value, onSearch, placeholder, delay = 400 }: ListSearchProps) {
  const id = useId();
  const [text, setText] = useState(value);
  /** The address's text when last seen, and the last text this box searched for. */
  const [seen, setSeen] = useState({ value, sent: value });
  // The address changed from outside (back, a tab's link), not by this box's search: show its text.
  if (value !== seen.value) {
    setSeen({ value, sent: seen.sent });
    if (value !== seen.sent) setText(value);
  }
  const search = (next: string) => {
    const trimmed = next.trim();
    setSeen((current) => ({ ...current, sent: trimmed }));
    onSearch(trimmed);
  };
  // The caller's onSearch need not keep its identity: a new one does not restart the pause.
  const searchAfterPause = useEffectEvent(search);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => searchAfterPause(text), delay);
    return () => clearTimeout(timer);
  }, [text, value, delay]);
  return (
    <form
      role="search"
      aria-label={name}
      aria-labelledby={name ? undefined : `${id}-label`}
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        search(text);
      }}
    >
      <label id={`${id}-label`} htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <TextInput
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          maxLength={255}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary" icon="search">
          Meklēt
        </Button>
      </div>
    </form>
  );
}
