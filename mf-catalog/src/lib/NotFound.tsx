import { Link } from 'react-router-dom';
import { routePath } from '@portal/contracts/routes';
import styles from './NotFound.module.css';

export interface NotFoundProps {
  /** The page's heading: 'Jaunums nav atrasts' */
  title: string;
  text?: string;
}

/** What a page shows when the API answers 404 for what it was asked to show. */
export function NotFound({ title, text = 'Iespējams, tas ir izdzēsts vai adrese ir kļūdaina.' }: NotFoundProps) {
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      <p>
        <Link to={routePath('home')}>Uz sākumu</Link>
      </p>
    </section>
  );
}
