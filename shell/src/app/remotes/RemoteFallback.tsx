import { Button } from '@portal/shared-ui/components/Button';
import { Icon } from '@portal/shared-ui/components/Icon';
import { PageFrame } from '@portal/shared-ui/components/PageFrame';
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
    <PageFrame title={FALLBACK_TITLE} titleIcon={<Icon name="alert" size="1em" className={styles.icon} />}>
      <div className={styles.fallback}>
        <p className={styles.text}>{FALLBACK_TEXT}</p>
        <Button variant="primary" onClick={onRetry}>
          {RETRY_LABEL}
        </Button>
      </div>
    </PageFrame>
  );
}
