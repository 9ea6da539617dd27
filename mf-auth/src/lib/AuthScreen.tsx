import { useId, type ReactNode } from 'react';
import styles from './AuthScreen.module.css';

export interface AuthScreenProps {
  title: string;
  /** 'narrow' for the short e-mail forms, 'wide' for the registration. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/** The frame of mf-auth's screens: a card with the page's one h1. */
export function AuthScreen({ title, width = 'narrow', children }: AuthScreenProps) {
  const titleId = `${useId()}-title`;
  return (
    <section className={[styles.page, styles[width]].join(' ')} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
