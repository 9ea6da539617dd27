import { useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { NotificationArea } from '@portal/shared-ui/components/NotificationArea';
import { ProgressBar } from '@portal/shared-ui/components/ProgressBar';
import { Header } from '../header/Header';
import { Footer } from '../footer/Footer';
import { CookieNotice } from '../cookies/CookieNotice';
import { DialogHost } from '../dialogs/DialogHost';
import { useNewsletterPrompt } from '../newsletter/useNewsletterPrompt';
import { useRouteEffects } from './useRouteEffects';
import styles from './AppLayout.module.css';

/** The frame every page shares; pages of the remotes render into <main>. */
export function AppLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useRouteEffects(mainRef);
  useNewsletterPrompt();
  return (
    <div className={styles.app}>
      <a href="#saturs" className={styles.skipLink}>
        Pāriet uz saturu
      </a>
      <ProgressBar />
      <Header />
      <main id="saturs" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <CookieNotice />
      <NotificationArea />
      <DialogHost />
      <ScrollRestoration />
    </div>
  );
}
