import { useEffect } from 'react';

export const SITE_TITLE = 'Mācību materiālu portāls';

/** '<title> | Mācību materiālu portāls'; just the site's name while the title is unknown. */
export function documentTitle(title: string | null | undefined): string {
  return title ? `${title} | ${SITE_TITLE}` : SITE_TITLE;
}

/**
 * Sets the browser tab's title for the page. The shell sets a generic one per route on
 * navigation; a page that knows more (a post's or a category's title) says so once it has loaded.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
