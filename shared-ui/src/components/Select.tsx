import type { Ref, SelectHTMLAttributes } from 'react';
import { NO_OPTIONS_TEXT } from '@portal/contracts/messages';
import styles from './controls.module.css';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly SelectOption[];
  /** First, empty choice (value ''), e.g. 'Izvēlies klasi...'. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select: the platform's own keyboard and screen-reader behaviour on every device. */
export function Select({ options, placeholder, className, ref, ...rest }: SelectProps) {
  return (
    <select {...rest} ref={ref} className={[styles.control, styles.select, className ?? ''].filter(Boolean).join(' ')}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {/* An empty list says so (spec §8), rather than opening on nothing. */}
      {options.length === 0 ? (
        <option value="" disabled>
          {NO_OPTIONS_TEXT}
        </option>
      ) : null}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
