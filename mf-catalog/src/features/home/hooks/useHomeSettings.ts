import { useEffect } from 'react';
import { getSettings } from '@portal/contracts/api/content';
import { useAsync } from '../../../lib/useAsync';

/**
 * Whether the home page shows the banner slider and the latest news (spec §1). Until the answer is
 * in, and if it fails, neither is shown: the materials are what the page is for.
 */
export function useHomeSettings() {
  const { data, error } = useAsync('settings', getSettings);
  useEffect(() => {
    if (error) console.error('Home settings could not be loaded', error);
  }, [error]);
  return { showBanners: data?.show_banners === true, showArticles: data?.show_articles === true };
}
