/**
 * The release registry as the administrators see it (issue 21, scope 3 and 6): GET
 * /api/admin/releases (what `release:list` prints) and POST|DELETE /api/admin/releases/preview,
 * which loads a published, inactive release in the administrator's own browser for an hour.
 */
import * as v from 'valibot';
import { API_ERRORS } from '@portal/contracts/messages';
import { text } from '@portal/contracts/schemas/forms';

export const RELEASE_MESSAGES = {
  unknown: 'Šāda laidiena nav.',
} as const;

export const ReleaseActivation = v.object({
  kind: v.picklist(['activate', 'rollback']),
  activated_at: v.string(),
  /** the administrator (name and e-mail) or 'komandrinda' */
  activated_by: v.string(),
});
export type ReleaseActivation = v.InferOutput<typeof ReleaseActivation>;

export const AdminRelease = v.object({
  version: v.string(),
  commit: v.string(),
  published_at: v.string(),
  published_by: v.string(),
  live: v.boolean(),
  /** the times this version was made live, oldest first */
  activations: v.array(ReleaseActivation),
});
export type AdminRelease = v.InferOutput<typeof AdminRelease>;

export const AdminReleaseApp = v.object({
  /** the federation name, e.g. `mf_catalog` */
  name: v.string(),
  /** the live version; null: the build bundled with the portal */
  live_version: v.nullable(v.string()),
  /** the times the bundled build was made live again */
  bundled_activations: v.array(ReleaseActivation),
  /** newest first */
  releases: v.array(AdminRelease),
});
export type AdminReleaseApp = v.InferOutput<typeof AdminReleaseApp>;

export const AdminReleaseList = v.object({ data: v.array(AdminReleaseApp) });
export type AdminReleaseList = v.InferOutput<typeof AdminReleaseList>;

/** The release to preview: its app (`mf_catalog` or `mf-catalog`) and version. */
export const ReleasePreviewForm = v.object(
  {
    name: text('name', { required: true, max: 100 }),
    version: text('version', { required: true, max: 100 }),
  },
  API_ERRORS.badRequest,
);
export type ReleasePreviewForm = v.InferOutput<typeof ReleasePreviewForm>;

export const ReleasePreview = v.object({
  data: v.object({ name: v.string(), version: v.string(), expires_at: v.string() }),
});
export type ReleasePreview = v.InferOutput<typeof ReleasePreview>;
