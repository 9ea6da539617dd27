import { useEffect, useId, useState } from 'react';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import styles from './SearchBox.module.css';

export interface SearchBoxProps {
  /** The visible label: 'Meklēt skolu'. */
  label: string;
  /** The text as the address holds it. */
  value: string;
  /** Called a moment after typing stops (and at once on Enter). */
  onSearch: (value: string) => void;
  placeholder?: string;
  /** Milliseconds of quiet before searching. */
  delay?: number;
}

/** A list's search field: searches as one types, after a short pause, and keeps the address's text. */
export function SearchBox({ label, value, onSearch, placeholder, delay = 400 }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  /** The address's text when last seen, and the last text this box searched for. */
  const [seen, setSeen] = useState({ value, sent: value });
  // The address changed from outside (back, a tab's link), not by this box's search: show its text.
  if (value !== seen.value) {
    setSeen({ value, sent: seen.sent });
    if (value !== seen.sent.trim()) setText(value);
  }
  const search = (next: string) => {
    setSeen((current) => ({ ...current, sent: next }));
    onSearch(next);
  };
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => {
      setSeen((current) => ({ ...current, sent: text }));
      onSearch(text);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, value, delay, onSearch]);
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        search(text);
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <TextInput
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
      />
    </form>
  );
}
