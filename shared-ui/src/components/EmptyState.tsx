import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** A short Latvian sentence; never leave a list area blank. */
  text?: string;
  /** Optional follow-up, e.g. an upload button. */
  action?: ReactNode;
}

export function EmptyState({ text = 'Šeit pagaidām nekā nav.', action }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <p className={styles.text}>{text}</p>
      {action ? <div>{action}</div> : null}
    </div>
  );
}
