/**
 * 'Laidieni' (issue 21, scope 6): the release registry, and an administrator's preview of a
 * published, inactive release in their own browser.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { endReleasePreview, listReleases, previewRelease } from '@portal/contracts/api/admin/releases';
import type { ReleasePreview } from '@portal/contracts/schemas/admin/releases';

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
    queryFn: listReleases,
  });
}

/**
 * Sets this browser's preview cookie. The registry itself does not change (nothing to fetch
 * again): only this browser's next page loads carry the release.
 */
export function usePreviewRelease() {
  return useMutation({
    mutationFn: previewRelease,
  });
}

/** Clears the preview cookie: the next page load carries the live releases again. */
export function useEndPreview() {
  return useMutation({ mutationFn: endReleasePreview });
}
