import { useParams } from '@portal/shared-ui/lib/router';
import { NotFound } from '@portal/shared-ui/components/NotFound';
import { useDocumentTitle } from '@portal/shared-ui/lib/documentTitle';
import { useProfileCategories } from '../features/categories/api/userCategories';
import { CategorySection } from '../features/categories/components/CategorySection';
import { profileCrumbs } from '../features/categories/components/profileCrumbs';
import { UserMaterials } from '../features/materials/components/UserMaterials';
import { OwnProfileLayout } from '../lib/OwnProfileLayout';
import { useViewer } from '@portal/shared-ui/lib/viewer';

export const BREAKDOWN_TITLE = 'Materiālu sadalījums';

/**
 * /profils/kategorijas/:categoryNodeId, 'Materiālu sadalījums' (spec §2.2): the sidebar, the
 * breadcrumb Mans profils › path › current, the node's sub-categories with the teacher's counts
 * and the teacher's materials in it.
 */
export default function ProfileCategoriesPage() {
  const { categoryNodeId } = useParams();
  const viewer = useViewer();
  const categories = useProfileCategories(viewer.id, categoryNodeId);
  const { node } = categories;
  useDocumentTitle(node ? `${node.category.title} – ${BREAKDOWN_TITLE}` : BREAKDOWN_TITLE);

  if (categories.missing) return <NotFound title="Kategorija nav atrasta" />;
  return (
    <OwnProfileLayout title={BREAKDOWN_TITLE} breadcrumb={node ? profileCrumbs(null, node) : undefined}>
      <CategorySection categories={categories} userId={null} title={node ? node.category.title : 'Kategorijas'} />
      <UserMaterials
        key={categoryNodeId}
        owner={node ? viewer.id : null}
        categoryId={node?.id ?? null}
        title="Mani materiāli"
        emptyText="Šajā kategorijā tev vēl nav neviena materiāla."
        columns={{ sm: 2, md: 3, lg: 4 }}
        own
      />
    </OwnProfileLayout>
  );
}
