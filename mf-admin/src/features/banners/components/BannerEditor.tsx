import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { shownError } from '@portal/shared-ui/lib/queryState';
import { useParams } from '@portal/shared-ui/lib/router';
import { AdminFrame } from '../../../lib/AdminFrame';
import { useBannerList } from '../hooks/useBanners';
import { BannerForm } from './BannerForm';

const PARENT = { label: 'Baneri', path: 'baneri' };

/** 'Jauns baneris' (…/baneri/jauns) or a banner's edit (…/baneri/{id}), from the list's answer. */
export function BannerEditor() {
  const { id: param } = useParams();
  const query = useBannerList();
  const failed = shownError(query);
  if (param === undefined) {
    return (
      <AdminFrame title="Jauns baneris" parent={PARENT}>
        <BannerForm banner={null} />
      </AdminFrame>
    );
  }
  const banner = query.data?.find((candidate) => String(candidate.id) === param);
  if (query.data !== undefined && !banner) {
    return (
      <AdminFrame title="Baneris nav atrasts" parent={PARENT}>
        <p>Iespējams, tas ir izdzēsts vai adrese ir kļūdaina.</p>
      </AdminFrame>
    );
  }
  return (
    <AdminFrame title="Rediģēt baneri" parent={PARENT}>
      {failed ? (
        <LoadError text="Neizdevās ielādēt baneri." onRetry={() => void query.refetch()} />
      ) : !banner ? (
        <Spinner block label="Ielādē baneri..." />
      ) : (
        <BannerForm key={banner.id} banner={banner} />
      )}
    </AdminFrame>
  );
}
