import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration } from '@portal/shared-ui/lib/router';
import { NotificationArea } from '@portal/shared-ui/components/NotificationArea';
import { ProgressBar } from '@portal/shared-ui/components/ProgressBar';
import { useSession } from '@portal/shared-ui/stores/session';
import { Header } from '../../features/header/components/Header';
import { Footer } from '../../features/footer/components/Footer';
import { CookieNotice } from '../../features/cookies/components/CookieNotice';
import { LazyHeaderSearch, preloadHeaderSearch } from '../../features/search/components/LazyHeaderSearch';
import { DialogHost } from '../dialogs/DialogHost';
import { useNewsletterPrompt } from '../../features/newsletter/hooks/useNewsletterPrompt';
import { useRouteEffects } from './useRouteEffects';
import styles from './AppLayout.module.css';

/** The frame every page shares; pages of the remotes render into <main>. */
export function AppLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useRouteEffects(mainRef);
  useNewsletterPrompt();
  const sessionStatus = useSession((s) => s.status);
  useEffect(() => {
    // Restoring a session (token cookie): fetch the search box while the user is loaded.
    if (sessionStatus !== 'anonymous') preloadHeaderSearch();
  }, [sessionStatus]);
  return (
    <div className={styles.app}>
      <a href="#saturs" className={styles.skipLink}>
        Pāriet uz saturu
      </a>
      {/* Fixed at the bottom of the screen, but first in the tab order after the skip link. */}
      <CookieNotice />
      <ProgressBar />
      <Header search={<LazyHeaderSearch />} />
      <main id="saturs" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <NotificationArea />
      <DialogHost />
      <ScrollRestoration />
    </div>
  );
}
