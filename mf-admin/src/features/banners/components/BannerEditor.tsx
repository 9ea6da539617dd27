import { shownError } from '@portal/shared-ui/lib/queryState';
import { useParams } from '@portal/shared-ui/lib/router';
import { AdminFrame } from '../../../lib/AdminFrame';
import { EditorFrame } from '../../../lib/EditorFrame';
import { useBannerList } from '../hooks/useBanners';
import { BannerForm } from './BannerForm';

const PARENT = { label: 'Baneri', path: 'baneri' };
const MISSING = { title: 'Baneris nav atrasts', text: 'Iespējams, tas ir izdzēsts vai adrese ir kļūdaina.' };

/** 'Jauns baneris' (…/baneri/jauns) or a banner's edit (…/baneri/{id}), from the list's answer. */
export function BannerEditor() {
  const { id: param } = useParams();
  const query = useBannerList();
  if (param === undefined) {
    return (
      <AdminFrame title="Jauns baneris" parent={PARENT}>
        <BannerForm banner={null} />
      </AdminFrame>
    );
  }
  const banner = query.data?.find((candidate) => String(candidate.id) === param);
  return (
    <EditorFrame
      parent={PARENT}
      title="Rediģēt baneri"
      item={banner}
      missing={query.data !== undefined && !banner ? MISSING : null}
      failed={shownError(query)}
      onRetry={() => void query.refetch()}
      errorText="Neizdevās ielādēt baneri."
      loadingText="Ielādē baneri..."
    >
      {(saved) => <BannerForm key={saved.id} banner={saved} />}
    </EditorFrame>
  );
}
