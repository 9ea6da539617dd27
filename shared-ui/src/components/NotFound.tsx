import { useId } from 'react';
import { Link } from '@portal/shared-ui/lib/router';
import { routePath } from '@portal/contracts/routes';
import styles from './NotFound.module.css';

export const NOT_FOUND_TEXT = 'Iespējams, tas ir izdzēsts vai adrese ir kļūdaina.';

export interface NotFoundProps {
  /** The page's heading: 'Jaunums nav atrasts' */
  title: string;
  text?: string;
}

/**
 * What a page shows when the API answers 404 for what it was asked to show, and what the shell shows
 * for an address no route has. The page's one h1.
 */
export function NotFound({ title, text = NOT_FOUND_TEXT }: NotFoundProps) {
  const headingId = useId();
  return (
    <section className={styles.notFound} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      <p>
        <Link to={routePath('home')}>Uz sākumu</Link>
      </p>
    </section>
  );
}
