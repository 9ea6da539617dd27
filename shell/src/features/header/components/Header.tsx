import { lazy, Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import { NavLink } from '@portal/shared-ui/lib/router';
import { routePath } from '@portal/contracts/routes';
import { Icon } from '@portal/shared-ui/components/Icon';
import { useSession } from '@portal/shared-ui/stores/session';
import { CategoryMenuItem } from './CategoryMenuItem';
import { GuestActions } from './GuestActions';
import { Logo } from './Logo';
import { useCurrentTopCategory, useMenuCategories } from '../api/menuCategories';
import { useDisclosure } from '../hooks/useDisclosure';
import { usePhone } from '../hooks/usePhone';
import styles from './Header.module.css';

// A visitor never needs the signed-in part (badges, avatar, inbox counters): it is loaded when a
// session exists or is being restored, not on every anonymous page view.
const loadUserMenu = () => import('./UserMenu');
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));
// On a phone the drawer is closed most of the time: the new-message and comment badges sit on the bar.
const BarBadges = lazy(() => loadUserMenu().then((m) => ({ default: m.InboxBadges })));

/** The page body carries this class while the mobile drawer is open (spec §2.2). */
export const DRAWER_OPEN_CLASS = 'drawer-open';

export interface HeaderProps {
  /** The search box (spec §2.2), shown to signed-in users only; the layout composes it in. */
  search?: ReactNode;
}

export function Header({ search }: HeaderProps = {}) {
  const drawerId = useId();
  const categories = useMenuCategories();
  const currentTop = useCurrentTopCategory(categories);
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  // The drawer's breakpoint (Header.module.css): below it the badges leave the drawer for the bar.
  const phone = usePhone();
  // On small screens the menu and the account actions live in a drawer; on larger ones the same
  // markup is shown inline, so there is one menu to keep right.
  const {
    open: drawerOpen,
    toggle: toggleDrawer,
    containerRef: drawerRef,
    toggleRef: drawerToggleRef,
  } = useDisclosure<HTMLDivElement>({
    closeOnOutside: false,
  });

  useEffect(() => {
    // Restoring a session (token cookie): fetch the signed-in part while the user is loaded.
    if (status !== 'anonymous') void loadUserMenu();
  }, [status]);

  // The sticky header's height, for the page's scroll-padding (AppLayout.module.css): a field that
  // gets focus, or a list scrolled to, stops below the header instead of under it.
  const headerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = headerRef.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      document.documentElement.style.setProperty('--header-height', `${header.offsetHeight}px`),
    );
    observer.observe(header);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    document.body.classList.toggle(DRAWER_OPEN_CLASS, drawerOpen);
    return () => document.body.classList.remove(DRAWER_OPEN_CLASS);
  }, [drawerOpen]);

  return (
    <header ref={headerRef} className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        {phone && status === 'authenticated' && user ? (
          <div className={styles.barBadges}>
            <Suspense fallback={null}>
              <BarBadges />
            </Suspense>
          </div>
        ) : null}
        <button
          ref={drawerToggleRef}
          type="button"
          className={styles.drawerToggle}
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          onClick={toggleDrawer}
        >
          <Icon name={drawerOpen ? 'close' : 'menu'} size={22} />
          <span className={styles.toggleText}>Izvēlne</span>
        </button>
        <div
          id={drawerId}
          ref={drawerRef}
          className={drawerOpen ? `${styles.drawer} ${styles.drawerOpen}` : styles.drawer}
        >
          <nav aria-label="Galvenā izvēlne" className={styles.nav}>
            <ul className={styles.menu}>
              <li className={styles.menuItem}>
                <NavLink to="/" end className={styles.menuLink}>
                  Sākums
                </NavLink>
              </li>
              {categories.map((node) => (
                <CategoryMenuItem key={node.id} node={node} current={node.id === currentTop} />
              ))}
              <li className={styles.menuItem}>
                <NavLink to={routePath('posts')} className={styles.menuLink}>
                  Jaunumi
                </NavLink>
              </li>
            </ul>
          </nav>
          {status === 'authenticated' && user ? (
            <>
              {search ? <div className={styles.search}>{search}</div> : null}
              <Suspense fallback={null}>
                <UserMenu user={user} />
              </Suspense>
            </>
          ) : status === 'anonymous' ? (
            <GuestActions />
          ) : null}
        </div>
      </div>
    </header>
  );
}
