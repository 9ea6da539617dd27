import styles from './PageSkeleton.module.css';

/**
 * The page's place while its remote loads (the first visit to another app): the shapes of a
 * breadcrumb, a title and a row of cards, at once, so the main area is never blank (a spinner
 * would wait 300 ms, DESIGN.md). Drawn by its style alone: the shell's script stays small.
 */
export function PageSkeleton() {
  return <div role="status" aria-label="Ielādē lapu..." className={styles.skeleton} />;
}
