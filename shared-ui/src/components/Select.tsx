import type { Ref, SelectHTMLAttributes } from 'react';
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
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
