import { useEffect, useRef, type ReactNode } from 'react';
import styles from './Form.module.css';

export interface OutcomeProps {
  /** The text that replaces a form once it has been sent (or a check's result). */
  children: ReactNode;
  tone?: 'success' | 'failure';
  /** Links or buttons under the text. */
  actions?: ReactNode;
  /** Move the focus to the text when it appears (default: yes, the form the user was in is gone). */
  focus?: boolean;
}

/**
 * What replaces a form after it was sent: a status text that takes the focus when it appears
 * (the form the user was in is gone), with the follow-up links under it.
 */
export function Outcome({ children, tone = 'success', actions, focus = true }: OutcomeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div className={styles.notice}>
      <div
        ref={ref}
        tabIndex={-1}
        role="status"
        className={[styles.message, tone === 'failure' ? styles.failed : ''].filter(Boolean).join(' ')}
      >
        {children}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
