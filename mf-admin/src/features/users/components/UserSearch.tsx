import { useState, type FormEvent } from 'react';
import { Button } from '@portal/shared-ui/components/Button';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import styles from './UserSearch.module.css';

/**
 * The search of 'Lietotāji': name or e-mail address, sent with 'Meklēt' (or Enter). Rendered with
 * the address's search as its key, so a tab link or 'back' puts that search into the box.
 */
export function UserSearch({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form role="search" aria-label="Meklēt lietotājus" className={styles.search} onSubmit={submit}>
      <label htmlFor="lietotaji-meklet" className={styles.label}>
        Vārds, uzvārds vai e-pasts
      </label>
      <div className={styles.row}>
        <TextInput
          id="lietotaji-meklet"
          type="search"
          value={text}
          maxLength={255}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Meklēt
        </Button>
      </div>
    </form>
  );
}
