import { errorStatus } from '@portal/contracts/api/client';
import { shownError } from '@portal/shared-ui/lib/queryState';
import { useParams } from '@portal/shared-ui/lib/router';
import { AdminFrame } from '../../../lib/AdminFrame';
import { EditorFrame } from '../../../lib/EditorFrame';
import { useNewsPost } from '../hooks/useNews';
import { NewsForm } from './NewsForm';

const PARENT = { label: 'Jaunumi', path: 'jaunumi' };
const MISSING = { title: 'Jaunums nav atrasts', text: 'Iespējams, tas ir izdzēsts vai adrese ir kļūdaina.' };

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
  return (
    <EditorFrame
      parent={PARENT}
      title="Rediģēt jaunumu"
      item={query.data}
      missing={id === null || (failed && errorStatus(failed) === 404) ? MISSING : null}
      failed={failed}
      onRetry={() => void query.refetch()}
      errorText="Neizdevās ielādēt jaunumu."
      loadingText="Ielādē jaunumu..."
    >
      {(post) => <NewsForm key={post.id} post={post} />}
    </EditorFrame>
  );
}
