import { PageFrame } from '@portal/shared-ui/components/PageFrame';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { useDocumentTitle } from '@portal/shared-ui/lib/documentTitle';
import { useSession } from '@portal/shared-ui/stores/session';
import { ProfileEditForm } from '../features/profileEdit/components/ProfileEditForm';

export const EDIT_TITLE = 'Rediģēt profilu';

/** /profile/edit: 'Rediģēt profilu' (spec §2.2), filled in from the signed-in user. */
export default function ProfileEditPage() {
  const user = useSession((state) => state.user);
  useDocumentTitle(EDIT_TITLE);
  return (
    <PageFrame title={EDIT_TITLE} width="form">
      {/* The shell's guard renders this page once the user is loaded; the form starts from it. */}
      {user ? <ProfileEditForm key={user.id} user={user} /> : <Spinner block label="Ielādē profilu..." />}
    </PageFrame>
  );
}
