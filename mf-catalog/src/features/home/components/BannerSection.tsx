import { Spinner } from '@portal/shared-ui/components/Spinner';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { shownError } from '@portal/shared-ui/lib/queryState';
import { useBanners } from '../api/home';
import { BannerSlider } from './BannerSlider';

/** The banner slider with its data; nothing at all when there are no banners. */
export function BannerSection() {
  const banners = useBanners();
  if (shownError(banners))
    return <LoadError text="Neizdevās ielādēt banerus." onRetry={() => void banners.refetch()} />;
  if (!banners.data) return <Spinner block label="Ielādē banerus..." />;
  return <BannerSlider banners={banners.data} />;
}
