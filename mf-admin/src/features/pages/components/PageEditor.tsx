import { errorStatus } from '@portal/contracts/api/client';
import { shownError } from '@portal/shared-ui/lib/queryState';
import { useParams } from '@portal/shared-ui/lib/router';
import { AdminFrame } from '../../../lib/AdminFrame';
import { EditorFrame } from '../../../lib/EditorFrame';
import { usePage } from '../hooks/usePages';
import { PageEditForm } from './PageEditForm';

const PARENT = { label: 'Lapas', path: 'lapas' };
const MISSING = { title: 'Lapa nav atrasta', text: 'Iespējams, tā ir izdzēsta vai tās adrese ir mainīta.' };

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
  return (
    <EditorFrame
      parent={PARENT}
      title="Rediģēt lapu"
      item={query.data}
      missing={failed && errorStatus(failed) === 404 ? MISSING : null}
      failed={failed}
      onRetry={() => void query.refetch()}
      errorText="Neizdevās ielādēt lapu."
      loadingText="Ielādē lapu..."
    >
      {(page) => <PageEditForm key={page.id} page={page} />}
    </EditorFrame>
  );
}
