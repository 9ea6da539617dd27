import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from '@portal/shared-ui/lib/router';
import { routePath } from '@portal/contracts/routes';
import { Button } from '@portal/shared-ui/components/Button';
import { hasCookieConsent, storeCookieConsent } from '../../../lib/cookieConsent';
import styles from './CookieNotice.module.css';

export const COOKIES_INFO_PATH = `${routePath('page', { slug: 'noteikumi' })}#sikdatnes`;
const SPACE = '--cookie-notice-space';

/**
 * Shown until the visitor agrees; the answer is kept in the `cookie` cookie (spec §2.2). The layout
 * puts it first after the skip link, so the keyboard reaches it at once rather than after the whole
 * page. While it shows, it says in `--cookie-notice-space` how much of the screen's bottom it takes:
 * the layout keeps that much free (page padding, and scroll padding, which the browser honours when
 * it scrolls a focused element into view), so nothing that has the focus is hidden under it
 * (WCAG 2.2 2.4.11).
 */
export function CookieNotice() {
  const [consented, setConsented] = useState(() => hasCookieConsent());
  const noticeRef = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    const notice = noticeRef.current;
    if (!notice) return;
    const root = document.documentElement.style;
    // From the notice's top edge to the screen's bottom, and room for a focus outline.
    const reserve = () => root.setProperty(SPACE, `${innerHeight - notice.getBoundingClientRect().top + 8}px`);
    reserve();
    // Its height follows the screen's width (the text takes more lines on a phone).
    const observer = new ResizeObserver(reserve);
    observer.observe(notice);
    return () => {
      observer.disconnect();
      root.removeProperty(SPACE);
    };
  }, [consented]);

  if (consented) return null;
  return (
    <section ref={noticeRef} className={styles.notice} aria-label="Sīkdatņu paziņojums">
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
