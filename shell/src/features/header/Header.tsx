import { useEffect, useId } from 'react';
import { NavLink } from 'react-router-dom';
import { routePath } from '@portal/contracts/routes';
import { Icon } from '@portal/shared-ui/components/Icon';
import { useSession } from '@portal/shared-ui/stores/session';
import { CategoryMenuItem } from './CategoryMenuItem';
import { GuestActions } from './GuestActions';
import { Logo } from './Logo';
import { useMenuCategories } from './menuCategories';
import { useDisclosure } from './useDisclosure';
import { UserMenu } from './UserMenu';
import styles from './Header.module.css';

/** The page body carries this class while the mobile drawer is open (spec §2.2). */
export const DRAWER_OPEN_CLASS = 'drawer-open';

export function Header() {
  const drawerId = useId();
  const categories = useMenuCategories();
  const user = useSession((s) => s.user);
  const status = useSession((s) => s.status);
  // On small screens the menu and the account actions live in a drawer; on larger ones the same
  // markup is shown inline, so there is one menu to keep right.
  const drawer = useDisclosure<HTMLDivElement>({ closeOnOutside: false });

  useEffect(() => {
    document.body.classList.toggle(DRAWER_OPEN_CLASS, drawer.open);
    return () => document.body.classList.remove(DRAWER_OPEN_CLASS);
  }, [drawer.open]);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <button
          ref={drawer.toggleRef}
          type="button"
          className={styles.drawerToggle}
          aria-expanded={drawer.open}
          aria-controls={drawerId}
          onClick={drawer.toggle}
        >
          <Icon name={drawer.open ? 'close' : 'menu'} size={22} />
          Izvēlne
        </button>
        <div id={drawerId} ref={drawer.containerRef} className={drawer.open ? `${styles.drawer} ${styles.drawerOpen}` : styles.drawer}>
          <nav aria-label="Galvenā izvēlne" className={styles.nav}>
            <ul className={styles.menu}>
              <li className={styles.menuItem}>
                <NavLink to="/" end className={styles.menuLink}>
                  Sākums
                </NavLink>
              </li>
              {categories.map((node) => (
                <CategoryMenuItem key={node.id} node={node} />
              ))}
              <li className={styles.menuItem}>
                <NavLink to={routePath('posts')} className={styles.menuLink}>
                  Jaunumi
                </NavLink>
              </li>
            </ul>
          </nav>
          {status === 'authenticated' && user ? <UserMenu user={user} /> : status === 'anonymous' ? <GuestActions /> : null}
        </div>
      </div>
    </header>
  );
}
