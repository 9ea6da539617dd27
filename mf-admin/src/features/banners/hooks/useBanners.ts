/**
 * The banners' and the home page switches' server state. Moving a banner shows the new order at
 * once (the cache is reordered before the answer comes) and puts it back if the move fails.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createBanner,
  deleteBanner,
  listAdminBanners,
  saveFrontPageSettings,
  updateBanner,
  type BannerChangesInput,
  type BannerInput,
} from '@portal/contracts/api/admin/content';
import { getSettings } from '@portal/contracts/api/content';
import type { AdminBanner, FrontPageSettingsForm } from '@portal/contracts/schemas/admin/content';
import { ADMIN_QUERY_ROOT, markPublicViewsStale } from '../../../lib/publicViews';

export const bannerKeys = {
  all: [ADMIN_QUERY_ROOT, 'banners'] as const,
  list: () => [...bannerKeys.all, 'list'] as const,
  settings: () => [ADMIN_QUERY_ROOT, 'front-page-settings'] as const,
};

export function useBannerList() {
  return useQuery({ queryKey: bannerKeys.list(), queryFn: listAdminBanners });
}

/** The list with `id` put at `position` (1-based) and everyone numbered again, as the server does. */
export function moved(banners: readonly AdminBanner[], id: number, position: number): AdminBanner[] {
  const order = banners.filter((banner) => banner.id !== id);
  const banner = banners.find((candidate) => candidate.id === id);
  if (!banner) return [...banners];
  order.splice(Math.min(Math.max(position, 1), order.length + 1) - 1, 0, banner);
  return order.map((item, index) => ({ ...item, position: index + 1 }));
}

function useAfterWrite() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: bannerKeys.list() }), markPublicViewsStale(client)]);
}

export function useCreateBanner() {
  const afterWrite = useAfterWrite();
  return useMutation({ mutationFn: (input: BannerInput) => createBanner(input), onSuccess: afterWrite });
}

export function useUpdateBanner() {
  const client = useQueryClient();
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: BannerChangesInput }) => updateBanner(id, changes),
    onMutate: async ({ id, changes }) => {
      const position = changes.position;
      if (position === undefined || position === null) return { before: undefined };
      await client.cancelQueries({ queryKey: bannerKeys.list() });
      const before = client.getQueryData<AdminBanner[]>(bannerKeys.list());
      if (before) client.setQueryData(bannerKeys.list(), moved(before, id, position));
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) client.setQueryData(bannerKeys.list(), context.before);
    },
    onSettled: afterWrite,
  });
}

export function useDeleteBanner() {
  const afterWrite = useAfterWrite();
  return useMutation({ mutationFn: (id: number) => deleteBanner(id), onSuccess: afterWrite });
}

/** The home page's two switches, as the portal reads them. */
export function useFrontPageSettings() {
  return useQuery({ queryKey: bannerKeys.settings(), queryFn: getSettings });
}

export function useSaveFrontPageSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: FrontPageSettingsForm) => saveFrontPageSettings(settings),
    onSuccess: async (saved) => {
      client.setQueryData(bannerKeys.settings(), saved);
      await markPublicViewsStale(client);
    },
  });
}
