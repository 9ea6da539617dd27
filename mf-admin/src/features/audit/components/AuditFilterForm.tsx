import { useState, type FormEvent } from 'react';
import { Button } from '@portal/shared-ui/components/Button';
import { FormField } from '@portal/shared-ui/components/FormField';
import { Select } from '@portal/shared-ui/components/Select';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import type { AuditFilters } from '../hooks/useAuditAddress';
import { actionLabel, itemTypeLabel } from './auditLabels';
import styles from './AuditFilterForm.module.css';

export interface AuditFilterFormProps {
  initial: AuditFilters;
  /** What the log holds, for the choices. */
  actions: string[];
  itemTypes: string[];
  onApply: (filters: AuditFilters) => void;
}

/**
 * The log's filters: an action, an item type and a search (who, what, which item, any value),
 * applied together with 'Atlasīt', so choosing in a list never changes the page under the keyboard.
 * Rendered with the address's filters as its key: 'back' puts them into the fields.
 */
export function AuditFilterForm({ initial, actions, itemTypes, onApply }: AuditFilterFormProps) {
  const [action, setAction] = useState(initial.action);
  const [itemType, setItemType] = useState(initial.itemType);
  const [q, setQ] = useState(initial.q);
  const filtered = Boolean(initial.action || initial.itemType || initial.q || initial.actorId);
  // A filter from the address that the log no longer offers stays choosable.
  const withCurrent = (values: string[], current: string) =>
    current && !values.includes(current) ? [...values, current] : values;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ action, itemType, q, actorId: initial.actorId });
  };
  return (
    <form role="search" aria-label="Atlasīt žurnāla ierakstus" className={styles.form} onSubmit={submit}>
      <FormField label="Darbība">
        <Select
          value={action}
          placeholder="Visas darbības"
          options={withCurrent(actions, action).map((value) => ({ value, label: actionLabel(value) }))}
          onChange={(event) => setAction(event.target.value)}
        />
      </FormField>
      <FormField label="Ieraksta veids">
        <Select
          value={itemType}
          placeholder="Visi veidi"
          options={withCurrent(itemTypes, itemType).map((value) => ({ value, label: itemTypeLabel(value) }))}
          onChange={(event) => setItemType(event.target.value)}
        />
      </FormField>
      <FormField label="Meklēt" hint="Kas, ko, kuru ierakstu vai vērtību">
        <TextInput type="search" value={q} maxLength={255} onChange={(event) => setQ(event.target.value)} />
      </FormField>
      <div className={styles.buttons}>
        <Button type="submit">Atlasīt</Button>
        {filtered ? (
          <Button variant="secondary" onClick={() => onApply({ action: '', itemType: '', q: '', actorId: null })}>
            Rādīt visu
          </Button>
        ) : null}
      </div>
    </form>
  );
}
