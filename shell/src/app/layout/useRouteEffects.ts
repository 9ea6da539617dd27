import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from '@portal/shared-ui/lib/router';
import { matchRoute, type RouteName } from '@portal/contracts/routes';
import { documentTitle } from './routeTitles';

/**
 * Per navigation: the document title of the route, and focus moved to the main area (not on
 * the first load, not when only the query changes, and never out of an open dialog), so
 * keyboard and screen-reader users start reading the new page.
 */
export function useRouteEffects(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    document.title = documentTitle(matchRoute(pathname)?.name as RouteName | undefined);
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.closest('dialog, [role="dialog"]')) return;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, mainRef]);
}
