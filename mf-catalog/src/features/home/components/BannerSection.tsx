import { listBanners } from '@portal/contracts/api/content';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { LoadError } from '../../../lib/LoadError';
import { useAsync } from '../../../lib/useAsync';
import { BannerSlider } from './BannerSlider';

/** The banner slider with its data; nothing at all when there are no banners. */
export function BannerSection() {
  const { data, loading, error, reload } = useAsync('banners', listBanners);
  if (error && !loading) return <LoadError text="Neizdevās ielādēt banerus." onRetry={reload} />;
  if (!data) return <Spinner block label="Ielādē banerus..." />;
  return <BannerSlider banners={data} />;
}
