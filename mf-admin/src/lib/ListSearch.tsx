import { useState, type FormEvent } from 'react';
import { Button } from '@portal/shared-ui/components/Button';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import styles from './ListSearch.module.css';

export interface ListSearchProps {
  /** The search field's label: 'Meklēt jaunumos'. */
  label: string;
  /** The search in the address now. */
  value: string;
  onSearch(text: string): void;
}

/**
 * The search above an administration list: searched when sent (Enter or 'Meklēt'), not on every
 * keystroke, so the list and the address do not change under the typing.
 */
export function ListSearch({ label, value, onSearch }: ListSearchProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The address changed by other means (back, a link): the field follows it.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label={label} className={styles.search} onSubmit={submit}>
      <TextInput
        type="search"
        aria-label={label}
        placeholder="Meklēt..."
        value={text}
        maxLength={255}
        onChange={(event) => setText(event.target.value)}
        className={styles.input}
      />
      <Button type="submit" variant="secondary" icon="search">
        Meklēt
      </Button>
    </form>
  );
}
