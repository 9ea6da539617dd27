/**
 * The release registry (issue 21, scope 3 and 6): every feature app's published releases and which
 * is live, and an administrator's preview of a published, inactive one in their own browser.
 */
import { AdminReleaseList, ReleasePreview, ReleasePreviewForm } from '@portal/contracts/schemas/admin/releases';
import { ErrorBody } from '@portal/contracts/schemas/entities';
import { endpoints, noContent } from '@portal/contracts/endpoints/endpoint';
import { ADMIN, NOT_ADMIN } from '@portal/contracts/endpoints/admin/common';
import { adminReleaseRoutes } from '@portal/contracts/endpoints/routes/admin/releases';

export const adminReleaseEndpoints = endpoints(adminReleaseRoutes, {
  list: {
    ...ADMIN,
    summary: "Every feature app's published releases, newest first, with their activations and which is live",
    description:
      'What `npm run portal -- release:list` prints. `live_version` null: the build bundled with the portal.',
    responses: { 200: AdminReleaseList, ...NOT_ADMIN },
  },
  preview: {
    ...ADMIN,
    summary: "Load a published release in the caller's browser only, for an hour",
    description:
      "Sets a signed, httpOnly cookie naming the release; the portal's page then carries it in place of the app's live release for this browser alone (everyone else keeps the live one). 404 for a release that is not published.",
    body: ReleasePreviewForm,
    responses: { 200: ReleasePreview, ...NOT_ADMIN, 404: ErrorBody },
    cache: { changes: [] },
  },
  endPreview: {
    ...ADMIN,
    summary: 'End the preview: the page carries the live releases again. 204',
    responses: { 204: noContent, ...NOT_ADMIN },
    cache: { changes: [] },
  },
});

export type AdminReleaseEndpoints = typeof adminReleaseEndpoints;
