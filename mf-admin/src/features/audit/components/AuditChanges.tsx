import type { AuditEntry } from '@portal/contracts/schemas/admin/audit';
import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';
import { fieldLabel, valueText } from './auditLabels';
import styles from './AuditChanges.module.css';

/**
 * The item's changed fields, one line each: 'field: was → now'. A field only before (a deleted
 * item) shows what it was, one only after (a new item, a reason) what it is; a screen reader hears
 * 'bija' and 'tagad' instead of the arrow.
 */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (fields.length === 0) return <span className={styles.none}>—</span>;
  return (
    <ul className={styles.changes}>
      {fields.map((field) => {
        const was = field in before;
        const now = field in after;
        return (
          <li key={field}>
            <span className={styles.field}>{fieldLabel(field)}:</span>{' '}
            {was ? (
              <span className={styles.was}>
                <VisuallyHidden>bija </VisuallyHidden>
                {valueText(before[field])}
              </span>
            ) : null}
            {was && now ? (
              <span aria-hidden="true" className={styles.arrow}>
                {' → '}
              </span>
            ) : null}
            {now ? (
              <span className={styles.now}>
                {was ? <VisuallyHidden> tagad </VisuallyHidden> : null}
                {valueText(after[field])}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
