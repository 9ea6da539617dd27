import { Button } from '@portal/shared-ui/components/Button';
import styles from './LoadError.module.css';

export interface LoadErrorProps {
  /** What could not be shown, in Latvian: 'Neizdevās ielādēt jaunumus.' */
  text: string;
  /** Offers 'Mēģināt vēlreiz' when given. */
  onRetry?: () => void;
}

/** A failed load: a short sentence and a retry, never a blank area (DESIGN.md). */
export function LoadError({ text, onRetry }: LoadErrorProps) {
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.text}>{text}</p>
      {onRetry ? (
        <Button variant="secondary" size="small" onClick={onRetry}>
          Mēģināt vēlreiz
        </Button>
      ) : null}
    </div>
  );
}
