import styles from './HtmlContent.module.css';

/**
 * Article and page HTML from the API. The server sanitises it before it is stored or sent
 * (sanitize-html, api/src/modules/content/sanitize.ts), which is why it may be set as HTML here.
 */
export function HtmlContent({ html }: { html: string }) {
  return <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />;
}
