import { useEffect, useRef } from 'react';
import { useLocation } from '@portal/shared-ui/lib/router';
import styles from './HtmlContent.module.css';

/**
 * Article and page HTML from the API. The server sanitises it before it is stored or sent
 * (sanitize-html, api/src/modules/content/sanitize.ts), which is why it may be set as HTML here.
 */
export function HtmlContent({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();

  // The browser looked for the address's #section before the content had arrived (the cookie
  // notice links to /lapa/noteikumi#sikdatnes): go there once it is shown.
  useEffect(() => {
    if (hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target && ref.current?.contains(target)) target.scrollIntoView();
  }, [hash, html]);

  return <div ref={ref} className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />;
}
