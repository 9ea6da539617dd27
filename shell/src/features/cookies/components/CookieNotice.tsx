import { useState } from 'react';
import { Link } from '@portal/shared-ui/lib/router';
import { routePath } from '@portal/contracts/routes';
import { Button } from '@portal/shared-ui/components/Button';
import { hasCookieConsent, storeCookieConsent } from '../../../lib/cookieConsent';
import styles from './CookieNotice.module.css';

export const COOKIES_INFO_PATH = `${routePath('page', { slug: 'noteikumi' })}#sikdatnes`;

/** Shown until the visitor agrees; the answer is kept in the `cookie` cookie (spec §2.2). */
export function CookieNotice() {
  const [consented, setConsented] = useState(() => hasCookieConsent());
  if (consented) return null;
  return (
    <section className={styles.notice} aria-label="Sīkdatņu paziņojums">
      <p className={styles.text}>
        Portāls izmanto sīkdatnes, lai tu varētu pierakstīties un lai tas darbotos pareizi.{' '}
        <Link to={COOKIES_INFO_PATH}>Vairāk par sīkdatnēm</Link>
      </p>
      <Button
        variant="primary"
        onClick={() => {
          storeCookieConsent();
          setConsented(true);
        }}
      >
        Piekrītu
      </Button>
    </section>
  );
}
