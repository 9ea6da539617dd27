/**
 * Settings are key/value rows; the front page's switches live under one key (spec §3). One table and
 * no rules of its own: the module's service is its store, read by the administration too.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';

export const FRONT_PAGE_SETTING = 'front_page';

export interface FrontPageSettings {
  show_banners: boolean;
  show_articles: boolean;
}

/** Both parts are shown until an administrator switches them off. */
export const FRONT_PAGE_DEFAULTS: FrontPageSettings = { show_banners: true, show_articles: true };

export async function frontPageSettings(db: Database): Promise<FrontPageSettings> {
  const rows = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, FRONT_PAGE_SETTING))
    .limit(1);
  const value = rows[0]?.value;
  const stored = value && typeof value === 'object' ? (value as Partial<Record<keyof FrontPageSettings, unknown>>) : {};
  return {
    show_banners: typeof stored.show_banners === 'boolean' ? stored.show_banners : FRONT_PAGE_DEFAULTS.show_banners,
    show_articles: typeof stored.show_articles === 'boolean' ? stored.show_articles : FRONT_PAGE_DEFAULTS.show_articles,
  };
}

export async function saveFrontPageSettings(db: Database, value: FrontPageSettings): Promise<void> {
  await db
    .insert(settings)
    .values({ key: FRONT_PAGE_SETTING, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}
