import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  title: string;
  id?: string;
  /** Beside the title on wide screens, under it on narrow ones (e.g. the upload button). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The page's one h1, with an optional description and actions. */
export function PageHeader({ title, id, actions, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.row}>
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      {children}
    </header>
  );
}
