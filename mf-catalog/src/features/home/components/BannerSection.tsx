import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { shownError } from '@portal/shared-ui/lib/queryState';
import { useBanners } from '../api/home';
import { BannerSlider } from './BannerSlider';
import styles from './BannerSlider.module.css';

/** The banner slider with its data; nothing at all when there are no banners. */
export function BannerSection() {
  const banners = useBanners();
  if (shownError(banners))
    return <LoadError text="Neizdevās ielādēt banerus." onRetry={() => void banners.refetch()} />;
  // The slider's picture box while the banners load, so the sections below stay where they are.
  if (!banners.data)
    return (
      <div role="status" className={styles.slider}>
        <VisuallyHidden>Ielādē banerus...</VisuallyHidden>
        <div className={styles.placeholder} />
        {/* the slide buttons' row: the demo and most schools have more than one banner */}
        <div className={styles.controlsPlaceholder} />
      </div>
    );
  return <BannerSlider banners={banners.data} />;
}
