import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { firstError, type FieldErrorValue } from '@portal/shared-ui/components/FormField';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The visible label; may hold a link (e.g. the terms of use). */
  label: ReactNode;
  /** Only the first message is shown. */
  error?: FieldErrorValue;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, error, id, className, ref, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? `checkbox-${generated}`;
  const errorId = `${inputId}-error`;
  const message = firstError(error);
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <input
          {...rest}
          ref={ref}
          id={inputId}
          type="checkbox"
          className={styles.input}
          aria-invalid={message ? true : undefined}
          aria-describedby={
            [rest['aria-describedby'], message ? errorId : undefined].filter(Boolean).join(' ') || undefined
          }
        />
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
      </div>
      {message ? (
        <p id={errorId} className={styles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
