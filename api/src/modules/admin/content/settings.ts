/**
 * The home page's two switches (spec §3 `show_banners`, `show_articles`), saved through the
 * settings module's saveFrontPageSettings in one transaction with the audit row.
 */
import type { FrontPageSettingsForm } from '@portal/contracts/schemas/admin/content';
import type { Database } from '../../../db/client';
import { changedFields, recordAudit, type AuditActor } from '../../audit/record';
import {
  FRONT_PAGE_SETTING,
  frontPageSettings,
  saveFrontPageSettings,
  type FrontPageSettings,
} from '../../settings/service';

export async function changeFrontPageSettings(
  db: Database,
  actor: AuditActor,
  form: FrontPageSettingsForm,
): Promise<FrontPageSettings> {
  return db.transaction(async (tx) => {
    const current = await frontPageSettings(tx);
    const next: FrontPageSettings = { show_banners: form.show_banners, show_articles: form.show_articles };
    await saveFrontPageSettings(tx, next);
    const { before, after } = changedFields({ ...current }, { ...next });
    await recordAudit(tx, {
      actor,
      action: 'settings.update',
      itemType: 'settings',
      itemId: FRONT_PAGE_SETTING,
      before,
      after,
    });
    return next;
  });
}
