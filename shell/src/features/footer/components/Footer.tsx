import { Link } from '@portal/shared-ui/lib/router';
import { routePath } from '@portal/contracts/routes';
import styles from './Footer.module.css';

/** Where personal data processing is explained; the same page whatever the environment. */
export const PERSONAL_DATA_URL = 'https://www.dvi.gov.lv/lv/personas-datu-apstrade';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Kājene">
          <ul className={styles.links}>
            <li>
              <Link to={routePath('site-map')}>Lapas karte</Link>
            </li>
            <li>
              <Link to={routePath('contact')}>Sazinies</Link>
            </li>
            <li>
              <Link to={routePath('page', { slug: 'noteikumi' })}>Noteikumi</Link>
            </li>
            <li>
              <Link to={routePath('page', { slug: 'about' })}>Par portālu</Link>
            </li>
            <li>
              <a href={PERSONAL_DATA_URL} rel="noopener noreferrer">
                Personas datu apstrāde
              </a>
            </li>
          </ul>
        </nav>
        <p className={styles.copy}>© {new Date().getFullYear()} Mācību materiālu portāls</p>
      </div>
    </footer>
  );
}
