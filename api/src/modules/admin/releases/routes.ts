/**
 * GET /api/admin/releases, POST and DELETE /api/admin/releases/preview (issue 21, scope 3 and 6):
 * the release registry as `release:list` prints it, and an administrator's preview of a published,
 * inactive release in their own browser (releases/preview.ts: a signed cookie, an hour long, that
 * only the page of that browser honours). Starting a preview records an audit row: an
 * administrator ran code no one else sees.
 */
import type { FastifyInstance } from 'fastify';
import { adminReleaseEndpoints as calls } from '@portal/contracts/endpoints/admin/releases';
import { RELEASE_MESSAGES, type AdminReleaseApp, type ReleaseActivation } from '@portal/contracts/schemas/admin/releases';
import { notFound } from '../../../http/errors';
import { RELEASE_VERSION, remoteName } from '../../../releases/manifest';
import { clearPreviewCookie, setPreviewCookie } from '../../../releases/preview';
import { publishedManifest, releaseHistory, type ActivationRecord, type AppHistory } from '../../../releases/registry';
import { auditActor, recordAudit } from '../../audit/record';
import { registerAdminEndpoint } from '../http';

const activationJson = (activation: ActivationRecord): ReleaseActivation => ({
  kind: activation.kind,
  activated_at: activation.at.toISOString(),
  activated_by: activation.by,
});

function appJson(app: AppHistory): AdminReleaseApp {
  return {
    name: app.name,
    live_version: app.live,
    bundled_activations: app.bundledActivations.map(activationJson),
    releases: app.releases.map((release) => ({
      version: release.version,
      commit: release.commit,
      published_at: release.publishedAt.toISOString(),
      published_by: release.publishedBy,
      live: release.live,
      activations: release.activations.map(activationJson),
    })),
  };
}

export async function registerReleaseAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, appKey } = app;

  registerAdminEndpoint(app, calls.list, {}, async () => ({
    data: (await releaseHistory(db)).map(appJson),
  }));

  registerAdminEndpoint(app, calls.preview, {}, async ({ body }, admin, _request, reply) => {
    const name = remoteName(body.name);
    const manifest =
      name && RELEASE_VERSION.test(body.version) ? await publishedManifest(db, name, body.version) : null;
    if (!name || !manifest) throw notFound(RELEASE_MESSAGES.unknown);
    await recordAudit(db, {
      actor: auditActor(admin),
      action: 'release.preview',
      itemType: 'release',
      itemId: `${name}@${manifest.version}`,
    });
    const expires = setPreviewCookie(reply, appKey, config, name, manifest.version);
    return { data: { name, version: manifest.version, expires_at: expires.toISOString() } };
  });

  registerAdminEndpoint(app, calls.endPreview, {}, async (_input, _admin, _request, reply) => {
    clearPreviewCookie(reply, config);
    return reply.code(204).send();
  });
}
