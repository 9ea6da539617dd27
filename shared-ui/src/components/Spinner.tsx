import { useEffect, useState } from 'react';
import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';
import styles from './Spinner.module.css';

export const SPINNER_DELAY_MS = 300;

export interface SpinnerProps {
  /** Announced to screen readers. */
  label?: string;
  /** Milliseconds before it appears, so quick loads never flash a spinner (DESIGN.md). */
  delay?: number;
  size?: 'small' | 'medium' | 'large';
  /** Centre it in a block of its own (lists, pages) instead of inline (buttons). */
  block?: boolean;
}

export function Spinner({
  label = 'Ielādē...',
  delay = SPINNER_DELAY_MS,
  size = 'medium',
  block = false,
}: SpinnerProps) {
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!visible) return null;
  return (
    <span role="status" className={[styles.spinner, styles[size], block ? styles.block : ''].join(' ')}>
      <span className={styles.circle} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
