import { Link } from '@portal/shared-ui/lib/router';
import styles from './Logo.module.css';

/** The portal's mark (an open book) and name; the link home. */
export function Logo() {
  return (
    <Link to="/" className={styles.logo}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" className={styles.mark}>
        <rect width="32" height="32" rx="6" fill="currentColor" />
        <path
          d="M7 10.5c3-1.2 6-1 9 1 3-2 6-2.2 9-1v12c-3-1.2-6-1-9 1-3-2-6-2.2-9-1z"
          fill="none"
          stroke="#fff"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path d="M16 11.5v12" stroke="#fff" strokeWidth="1.8" />
      </svg>
      <span className={styles.name}>Mācību materiālu portāls</span>
    </Link>
  );
}
