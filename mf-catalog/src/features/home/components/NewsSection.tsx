import type { ReactNode } from 'react';
import { Link } from '@portal/shared-ui/lib/router';
import { routePath } from '@portal/contracts/routes';
import styles from './HomeSection.module.css';

/** The home page's news section: its heading, the way to the news list and the latest posts. */
export function NewsSection({ children }: { children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby="home-news">
      <div className={styles.head}>
        <h2 id="home-news" className={styles.heading}>
          Jaunumi
        </h2>
        <Link to={routePath('posts')} className={styles.more}>
          Visi jaunumi
        </Link>
      </div>
      {children}
    </section>
  );
}
