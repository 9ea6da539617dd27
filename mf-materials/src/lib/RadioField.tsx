import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './RadioField.module.css';

export interface RadioFieldProps {
  /** The question the choices answer: 'Iemesls'. */
  legend: string;
  required?: boolean;
  options: ReadonlyArray<{ value: string; label: ReactNode }>;
  /** `form.register(name)` of the form's field. */
  registration: UseFormRegisterReturn;
  /** The field's message, when it has one. */
  error?: string;
}

/** A form's one-of-several choice: radio buttons under their question, the field's message after them. */
export function RadioField({ legend, required = false, options, registration, error }: RadioFieldProps) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      className={styles.group}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {options.map((option) => (
        <label key={option.value} className={styles.choice}>
          <input type="radio" value={option.value} {...registration} />
          {option.label}
        </label>
      ))}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
