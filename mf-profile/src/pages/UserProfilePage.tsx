import { Navigate, useParams } from '@portal/shared-ui/lib/router';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { NotFound } from '@portal/shared-ui/components/NotFound';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { useDocumentTitle } from '@portal/shared-ui/lib/documentTitle';
import { shownError } from '@portal/shared-ui/lib/queryState';
import { readNodeId, useProfileCategories } from '../features/categories/api/userCategories';
import { CategorySection } from '../features/categories/components/CategorySection';
import { profileCrumbs } from '../features/categories/components/profileCrumbs';
import { PageFrame } from '@portal/shared-ui/components/PageFrame';
import { UserMaterials } from '../features/materials/components/UserMaterials';
import { useUser } from '../features/userProfile/api/user';
import { UserHeader } from '../features/userProfile/components/UserHeader';
import { isNotFound } from '../lib/httpStatus';
import { profileCategoryHref, profileHref } from '../lib/links';
import { useViewer } from '@portal/shared-ui/lib/viewer';
import styles from './UserProfilePage.module.css';

/**
 * /profiles/:id and /profiles/:id/categories/:categoryNodeId: another teacher's profile (spec
 * §2.2). Their pseudonym-signed materials are never listed or counted here: the server leaves them
 * out for anyone but the owner.
 */
export default function UserProfilePage() {
  const params = useParams();
  const viewer = useViewer();
  const id = readNodeId(params.id);
  const own = id !== null && id === viewer.id;
  const user = useUser(own ? null : id);
  const categories = useProfileCategories(own ? null : id, params.categoryNodeId);
  const { node } = categories;
  const person = user.data ?? null;
  useDocumentTitle(person ? (node ? `${node.category.title} – ${person.name}` : person.name) : null);

  // One's own profile has its own pages (sidebar, counts of pseudonym-signed work too).
  if (own) {
    const nodeId = readNodeId(params.categoryNodeId);
    return <Navigate replace to={nodeId === null ? profileHref(null) : profileCategoryHref(null, nodeId)} />;
  }
  if (id === null || isNotFound(user.error)) return <NotFound title="Lietotājs nav atrasts" />;
  if (categories.missing) return <NotFound title="Kategorija nav atrasta" />;
  if (shownError(user)) return <LoadError text="Neizdevās ielādēt profilu." onRetry={() => void user.refetch()} />;
  if (!person) return <Spinner block label="Ielādē profilu..." />;

  return (
    <PageFrame title={person.name} breadcrumb={profileCrumbs(person, node)}>
      <div className={styles.page}>
        <UserHeader user={person} />
        <CategorySection
          categories={categories}
          userId={person.id}
          title={node ? node.category.title : 'Kategorijas'}
        />
        <UserMaterials
          key={params.categoryNodeId}
          owner={params.categoryNodeId === undefined || node ? person.id : null}
          categoryId={node?.id ?? null}
          title="Materiāli"
          emptyText={
            node ? 'Šajā kategorijā nav neviena šī skolotāja materiāla.' : 'Šim skolotājam vēl nav neviena materiāla.'
          }
          columns={{ sm: 1, md: 2, lg: 4 }}
        />
      </div>
    </PageFrame>
  );
}
