import styles from './PageSkeleton.module.css';

/**
 * The page's place while its remote loads (the first visit to another app): the shapes of a
 * breadcrumb, a title and a row of cards, at once, so the main area is never blank (a spinner
 * would wait 300 ms, DESIGN.md). Announced once as loading.
 */
export function PageSkeleton() {
  return (
    <div role="status" aria-label="Ielādē lapu..." className={styles.skeleton}>
      <span className={styles.crumb} />
      <span className={styles.title} />
      <span className={styles.cards}>
        <span />
        <span />
        <span />
      </span>
    </div>
  );
}
