/** The release registry as the administrators see it, and their preview of a release (issue 21, 'Laidieni'). */
import type { AdminReleaseEndpoints } from '@portal/contracts/endpoints/admin/releases';
import { adminReleaseRoutes } from '@portal/contracts/endpoints/routes/admin/releases';
import type { AdminReleaseApp, ReleasePreview } from '@portal/contracts/schemas/admin/releases';
import { clientFor } from '@portal/contracts/api/client';

const releases = clientFor<AdminReleaseEndpoints>(adminReleaseRoutes);

/** Every feature app with its releases, newest first. */
export async function listReleases(): Promise<AdminReleaseApp[]> {
  return (await releases.list()).data;
}

/** Sets this browser's preview cookie: its next page loads carry that release of that app. */
export async function previewRelease(release: { name: string; version: string }): Promise<ReleasePreview['data']> {
  return (await releases.preview({ body: release })).data;
}

/** Clears the preview cookie: the next page load carries the live releases again. */
export async function endReleasePreview(): Promise<void> {
  await releases.endPreview();
}
