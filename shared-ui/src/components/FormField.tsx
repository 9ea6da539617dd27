import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import styles from './FormField.module.css';

/** What FormField gives its control so the label, hint, counter and error belong to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/**
 * An error as the forms hold it: a message, the API's list of messages for the field (the first
 * one is shown), or react-hook-form's FieldError (`form.errors.email`).
 */
export type FieldErrorValue = string | readonly string[] | { message?: string } | null | undefined;

export interface FormFieldProps {
  label: ReactNode;
  /** A server or validation error; only its first message is shown. */
  error?: FieldErrorValue;
  hint?: ReactNode;
  /** Characters left, shown as 'Atlikušās rakstzīmes: N' under the control. */
  remaining?: number;
  required?: boolean;
  /** The control's id; generated when left out. */
  id?: string;
  className?: string;
  /** An input-like element (it receives id and aria-* props) or a render function for composite controls. */
  children: ReactElement<Record<string, unknown>> | ((control: FieldControlProps) => ReactNode);
}

function isMessageList(error: Exclude<FieldErrorValue, string | null | undefined>): error is readonly string[] {
  return Array.isArray(error);
}

export function firstError(error: FieldErrorValue): string | undefined {
  if (!error) return undefined;
  if (typeof error === 'string') return error || undefined;
  if (isMessageList(error)) return error.find((message) => message.length > 0);
  return error.message || undefined;
}

export function remainingText(remaining: number): string {
  return `Atlikušās rakstzīmes: ${remaining}`;
}

export function FormField({ label, error, hint, remaining, required, id, className, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = `${controlId}-hint`;
  const counterId = `${controlId}-counter`;
  const errorId = `${controlId}-error`;
  const message = firstError(error);

  const describedBy = [hint ? hintId : null, remaining !== undefined ? counterId : null, message ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const control: FieldControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(message ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };

  let rendered: ReactNode;
  if (typeof children === 'function') {
    rendered = children(control);
  } else if (isValidElement(children)) {
    const own = children.props['aria-describedby'];
    rendered = cloneElement(children, {
      ...control,
      'aria-describedby': [typeof own === 'string' ? own : '', describedBy].filter(Boolean).join(' ') || undefined,
    });
  } else {
    rendered = children;
  }

  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
      {rendered}
      {remaining !== undefined ? (
        <p className={[styles.counter, remaining < 0 ? styles.over : ''].filter(Boolean).join(' ')} id={counterId}>
          {remainingText(remaining)}
        </p>
      ) : null}
      {message ? (
        <p className={styles.error} id={errorId}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
