import { useDocumentTitle } from '@portal/shared-ui/lib/documentTitle';
import { useProfileCategories } from '../features/categories/api/userCategories';
import { CategorySection } from '../features/categories/components/CategorySection';
import { UserMaterials } from '../features/materials/components/UserMaterials';
import { SignOutEverywhere } from '../features/signOutEverywhere/components/SignOutEverywhere';
import { OwnProfileLayout } from '../lib/OwnProfileLayout';
import { useViewer } from '@portal/shared-ui/lib/viewer';

export const OWN_PROFILE_TITLE = 'Mans profils';

/**
 * /profils: the sidebar (with 'Izrakstīties visur' under 'Rediģēt profilu'), the teacher's top-level
 * categories with their counts, 'Mani materiāli' (spec §2.2).
 */
export default function ProfilePage() {
  const viewer = useViewer();
  const categories = useProfileCategories(viewer.id);
  useDocumentTitle(OWN_PROFILE_TITLE);
  return (
    <OwnProfileLayout title={OWN_PROFILE_TITLE} sidebarActions={<SignOutEverywhere />}>
      <CategorySection categories={categories} userId={null} title="Kategorijas" />
      <UserMaterials
        owner={viewer.id}
        categoryId={null}
        title="Mani materiāli"
        emptyText="Tu vēl neesi ievietojis nevienu materiālu."
        columns={{ sm: 2, md: 3, lg: 4 }}
        own
      />
    </OwnProfileLayout>
  );
}
