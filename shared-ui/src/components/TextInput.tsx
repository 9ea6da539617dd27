import type { InputHTMLAttributes, Ref } from 'react';
import styles from './controls.module.css';

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

/** A single-line text input (text, e-mail, password, url, search); pair it with FormField for the label. */
export function TextInput({ className, type = 'text', ref, ...rest }: TextInputProps) {
  return (
    <input {...rest} ref={ref} type={type} className={[styles.control, className ?? ''].filter(Boolean).join(' ')} />
  );
}
