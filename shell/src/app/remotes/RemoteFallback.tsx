import { useId } from 'react';
import { Button } from '@portal/shared-ui/components/Button';
import { Icon } from '@portal/shared-ui/components/Icon';
import styles from './RemoteFallback.module.css';

export const FALLBACK_TITLE = 'Šī sadaļa pašlaik nav pieejama';
export const FALLBACK_TEXT = 'Neizdevās ielādēt portāla daļu. Pārbaudi interneta savienojumu un mēģini vēlreiz.';
export const RETRY_LABEL = 'Mēģināt vēlreiz';

interface Props {
  onRetry: () => void;
  /**
   * 'page': in the page area, with the title as the page's h1 (its own heading is missing).
   * 'dialog': inside a Dialog, which already shows the title.
   */
  variant?: 'page' | 'dialog';
}

/** Shown in place of a portal part (page or dialog) whose remote cannot be loaded. */
export function RemoteFallback({ onRetry, variant = 'page' }: Props) {
  const headingId = useId();
  if (variant === 'dialog') {
    return (
      <div className={styles.inDialog}>
        <p className={styles.text}>{FALLBACK_TEXT}</p>
        <Button variant="primary" onClick={onRetry}>
          {RETRY_LABEL}
        </Button>
      </div>
    );
  }
  return (
    <section className={styles.fallback} aria-labelledby={headingId}>
      <Icon name="alert" size={40} className={styles.icon} />
      <h1 id={headingId} className={styles.title}>
        {FALLBACK_TITLE}
      </h1>
      <p className={styles.text}>{FALLBACK_TEXT}</p>
      <Button variant="primary" onClick={onRetry}>
        {RETRY_LABEL}
      </Button>
    </section>
  );
}
