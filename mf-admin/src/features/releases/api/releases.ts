/**
 * 'Laidieni' (issue 21, scope 6): the release registry, and an administrator's preview of a
 * published, inactive release in their own browser. Contracts has no call module for these three
 * entries, so the section makes its client from the endpoint table itself (the same `clientFor`
 * every contracts/src/api module is made with).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { clientFor } from '@portal/contracts/api/client';
import type { AdminReleaseEndpoints } from '@portal/contracts/endpoints/admin/releases';
import { adminReleaseRoutes } from '@portal/contracts/endpoints/routes/admin/releases';
import type { AdminReleaseApp, ReleasePreview } from '@portal/contracts/schemas/admin/releases';

const releases = clientFor<AdminReleaseEndpoints>(adminReleaseRoutes);

/** The release being previewed in this browser, and when its cookie stops (the POST's answer). */
export type PreviewedRelease = ReleasePreview['data'];

export const releaseKeys = {
  all: ['admin', 'releases'] as const,
  list: () => [...releaseKeys.all, 'list'] as const,
};

/** Every feature app with its releases, newest first. */
export function useReleases() {
  return useQuery({
    queryKey: releaseKeys.list(),
    queryFn: async (): Promise<AdminReleaseApp[]> => (await releases.list()).data,
  });
}

/**
 * Sets this browser's preview cookie. The registry itself does not change (nothing to fetch
 * again): only this browser's next page loads carry the release.
 */
export function usePreviewRelease() {
  return useMutation({
    mutationFn: async (release: { name: string; version: string }): Promise<PreviewedRelease> =>
      (await releases.preview({ body: release })).data,
  });
}

/** Clears the preview cookie: the next page load carries the live releases again. */
export function useEndPreview() {
  return useMutation({ mutationFn: () => releases.endPreview() });
}
