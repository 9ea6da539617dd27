import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_MATERIALS_PER_CATEGORY, type SortKey } from '@portal/contracts/constants';
import { getSettings, listBanners } from '@portal/contracts/api/content';
import { KEEP_ON_SESSION_CHANGE } from '@portal/shared-ui/lib/queryClient';
import { materialListQuery } from '@portal/shared-ui/queries/materials';

export const settingsKeys = {
  all: ['settings'] as const,
};

export const bannerKeys = {
  all: ['banners'] as const,
  list: () => [...bannerKeys.all, 'list'] as const,
};

export const settingsQuery = () =>
  queryOptions({ queryKey: settingsKeys.all, queryFn: getSettings, meta: KEEP_ON_SESSION_CHANGE });

export const bannersQuery = () =>
  queryOptions({ queryKey: bannerKeys.list(), queryFn: listBanners, meta: KEEP_ON_SESSION_CHANGE });

/**
 * Whether the home page shows the banner slider and the latest news (spec §1). Until the answer is
 * in, and if it fails, neither is shown: the materials are what the page is for.
 */
export function useHomeSettings() {
  const { data, error } = useQuery(settingsQuery());
  useEffect(() => {
    if (error) console.error('Home settings could not be loaded', error);
  }, [error]);
  return { showBanners: data?.show_banners === true, showArticles: data?.show_articles === true };
}

export function useBanners() {
  return useQuery(bannersQuery());
}

/** A top-level category's section: its 5 newest (or chosen-sort) materials (spec §9). */
export function useHomeSection(categoryId: number, sort: SortKey) {
  return useQuery(materialListQuery({ categories: [categoryId], sort, per_page: HOME_MATERIALS_PER_CATEGORY }));
}
