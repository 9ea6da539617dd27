import { errorStatus } from '@portal/contracts/api/client';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { shownError } from '@portal/shared-ui/lib/queryState';
import { useParams } from '@portal/shared-ui/lib/router';
import { AdminFrame } from '../../../lib/AdminFrame';
import { useNewsPost } from '../hooks/useNews';
import { NewsForm } from './NewsForm';

const PARENT = { label: 'Jaunumi', path: 'jaunumi' };

/** 'Jauns jaunums' (…/jaunumi/jauns) or a post's edit (…/jaunumi/{id}), drafts included. */
export function NewsEditor() {
  const { id: param } = useParams();
  const id = param !== undefined && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
  const query = useNewsPost(id);
  const failed = shownError(query);

  if (param === undefined) {
    return (
      <AdminFrame title="Jauns jaunums" parent={PARENT}>
        <NewsForm post={null} />
      </AdminFrame>
    );
  }
  if (id === null || (failed && errorStatus(failed) === 404)) {
    return (
      <AdminFrame title="Jaunums nav atrasts" parent={PARENT}>
        <p>Iespējams, tas ir izdzēsts vai adrese ir kļūdaina.</p>
      </AdminFrame>
    );
  }
  return (
    <AdminFrame title="Rediģēt jaunumu" parent={PARENT}>
      {failed ? (
        <LoadError text="Neizdevās ielādēt jaunumu." onRetry={() => void query.refetch()} />
      ) : query.data === undefined ? (
        <Spinner block label="Ielādē jaunumu..." />
      ) : (
        <NewsForm key={query.data.id} post={query.data} />
      )}
    </AdminFrame>
  );
}
