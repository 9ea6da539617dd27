import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SortKey } from '@portal/contracts/constants';
import { bannerKeys, homeSectionList, settingsKeys } from '@portal/contracts/initialData';
import { getSettings, listBanners } from '@portal/contracts/api/content';
import { KEEP_ON_SESSION_CHANGE } from '@portal/shared-ui/lib/queryClient';
import { materialListQuery } from '@portal/shared-ui/queries/materials';

export { bannerKeys, settingsKeys };

export const settingsQuery = () =>
  queryOptions({ queryKey: settingsKeys.all, queryFn: getSettings, meta: KEEP_ON_SESSION_CHANGE });

export const bannersQuery = () =>
  queryOptions({ queryKey: bannerKeys.list(), queryFn: listBanners, meta: KEEP_ON_SESSION_CHANGE });

/**
 * Whether the home page shows the banner slider and the latest news (spec §1). Until the answer is
 * in, and if it fails, neither is shown: the materials are what the page is for.
 */
/**
 * Which home sections are on. `settled` turns true once the answer (or a failure: then neither
 * section) is in, and the page waits for it: sections put in above the materials afterwards would
 * push everything below them down the screen (Lighthouse measured a layout shift of 0.83 from it).
 */
export function useHomeSettings() {
  const { data, error } = useQuery(settingsQuery());
  useEffect(() => {
    if (error) console.error('Home settings could not be loaded', error);
  }, [error]);
  return {
    showBanners: data?.show_banners === true,
    showArticles: data?.show_articles === true,
    settled: data !== undefined || error !== null,
  };
}

export function useBanners() {
  return useQuery(bannersQuery());
}

/** A top-level category's section: its 5 newest (or chosen-sort) materials (spec §9). */
export function useHomeSection(categoryId: number, sort: SortKey) {
  return useQuery(materialListQuery(homeSectionList(categoryId, sort)));
}
