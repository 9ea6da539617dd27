import { Link } from '@portal/shared-ui/lib/router';
import { routePath } from '@portal/contracts/routes';
import { PageFrame } from '@portal/shared-ui/components/PageFrame';
import styles from './NotFound.module.css';

export const NOT_FOUND_TEXT = 'Iespējams, tas ir izdzēsts vai adrese ir kļūdaina.';

export interface NotFoundProps {
  /** The page's heading: 'Jaunums nav atrasts' */
  title: string;
  text?: string;
}

/**
 * What a page shows when the API answers 404 for what it was asked to show, and what the shell shows
 * for an address no route has: the page frame with its one h1.
 */
export function NotFound({ title, text = NOT_FOUND_TEXT }: NotFoundProps) {
  return (
    <PageFrame title={title}>
      <p className={styles.text}>{text}</p>
      <p className={styles.text}>
        <Link to={routePath('home')}>Uz sākumu</Link>
      </p>
    </PageFrame>
  );
}
