import { Spinner } from '@portal/shared-ui/components/Spinner';
import { useDocumentTitle } from '@portal/shared-ui/lib/documentTitle';
import { useSession } from '@portal/shared-ui/stores/session';
import { ProfileEditForm } from '../features/profileEdit/components/ProfileEditForm';
import styles from './ProfileEditPage.module.css';

export const EDIT_TITLE = 'Rediģēt profilu';

/** /profile/edit: 'Rediģēt profilu' (spec §2.2), filled in from the signed-in user. */
export default function ProfileEditPage() {
  const user = useSession((state) => state.user);
  useDocumentTitle(EDIT_TITLE);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{EDIT_TITLE}</h1>
      {/* The shell's guard renders this page once the user is loaded; the form starts from it. */}
      {user ? <ProfileEditForm key={user.id} user={user} /> : <Spinner block label="Ielādē profilu..." />}
    </div>
  );
}
