import { errorStatus } from '@portal/contracts/api/client';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { shownError } from '@portal/shared-ui/lib/queryState';
import { useParams } from '@portal/shared-ui/lib/router';
import { AdminFrame } from '../../../lib/AdminFrame';
import { usePage } from '../hooks/usePages';
import { PageEditForm } from './PageEditForm';

const PARENT = { label: 'Lapas', path: 'lapas' };

/** 'Jauna lapa' (…/lapas/jauna) or a page's edit (…/lapas/rediget/{slug}). */
export function PageEditor() {
  const { slug } = useParams();
  return slug === undefined ? (
    <AdminFrame title="Jauna lapa" parent={PARENT}>
      <PageEditForm page={null} />
    </AdminFrame>
  ) : (
    <SavedPage slug={slug} />
  );
}

function SavedPage({ slug }: { slug: string }) {
  const query = usePage(slug);
  const failed = shownError(query);
  if (failed && errorStatus(failed) === 404) {
    return (
      <AdminFrame title="Lapa nav atrasta" parent={PARENT}>
        <p>Iespējams, tā ir izdzēsta vai tās adrese ir mainīta.</p>
      </AdminFrame>
    );
  }
  return (
    <AdminFrame title="Rediģēt lapu" parent={PARENT}>
      {failed ? (
        <LoadError text="Neizdevās ielādēt lapu." onRetry={() => void query.refetch()} />
      ) : query.data === undefined ? (
        <Spinner block label="Ielādē lapu..." />
      ) : (
        <PageEditForm key={query.data.id} page={query.data} />
      )}
    </AdminFrame>
  );
}
