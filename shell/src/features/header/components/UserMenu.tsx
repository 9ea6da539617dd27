import { useId } from 'react';
import { Link, useNavigate } from '@portal/shared-ui/lib/router';
import type { CurrentUser } from '@portal/contracts/schemas/entities';
import { routePath } from '@portal/contracts/routes';
import { Avatar } from '@portal/shared-ui/components/Avatar';
import { Icon } from '@portal/shared-ui/components/Icon';
import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';
import { useSession } from '@portal/shared-ui/stores/session';
import { InboxBadges } from './InboxBadges';

// The header bar shows the badges on a phone: one chunk with the rest of the signed-in part.
export { InboxBadges };
import { useDisclosure } from '../hooks/useDisclosure';
import styles from './Header.module.css';

/** Signed in: badges, avatar and name (the profile link) and the submenu with sign-out. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const menuId = useId();
  const navigate = useNavigate();
  const signOut = useSession((s) => s.signOut);
  const { open, toggle, containerRef, toggleRef } = useDisclosure<HTMLDivElement>();

  const onSignOut = async () => {
    // Home first, so a protected page being left does not answer the sign-out with a login dialog.
    await navigate('/');
    await signOut();
  };

  return (
    <div className={styles.user}>
      <InboxBadges />
      <div ref={containerRef} className={styles.userMenu}>
        <Link to={routePath('profile')} className={styles.userLink}>
          <Avatar src={user.avatar?.sizes.icon.full_url ?? null} name={user.name} size={32} decorative />
          <span className={styles.userName}>{user.name}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.dropdownToggle}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={toggle}
        >
          <Icon name="chevron-down" size={18} className={open ? styles.chevronOpen : styles.chevron} />
          <VisuallyHidden>{`Lietotāja izvēlne: ${user.name}`}</VisuallyHidden>
        </button>
        <ul id={menuId} hidden={!open} className={`${styles.dropdown} ${styles.dropdownEnd}`}>
          <li>
            <Link to={routePath('inbox.comments')} className={styles.dropdownLink}>
              Komentāri
            </Link>
          </li>
          <li>
            <Link to={routePath('inbox.messages')} className={styles.dropdownLink}>
              Ziņas
            </Link>
          </li>
          {user.is_admin ? (
            <li>
              <Link to={routePath('admin')} className={styles.dropdownLink}>
                Administrēšana
              </Link>
            </li>
          ) : null}
          <li>
            <button type="button" className={styles.dropdownLink} onClick={() => void onSignOut()}>
              Izrakstīties
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
