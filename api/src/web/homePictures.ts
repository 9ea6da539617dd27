/**
 * The pictures the home page shows first, so its HTML can ask for them at once. On a phone the first
 * news picture is the largest thing the home page paints (its LCP element), yet the browser learns
 * its address only after the shell, the catalogue remote and the news call have all arrived: four
 * seconds of Lighthouse's simulated phone. The server knows it already.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { banners, files } from '../db/schema';
import { listArticles } from '../modules/articles/repo';
import { frontPageSettings } from '../modules/settings/repo';
import { imageJson } from '../modules/shared/images';
import type { Storage } from '../storage/storage';

/** The first banner's picture and the latest news post's, each when the home page shows it. */
export async function homePictures(db: Database, storage: Storage): Promise<string[]> {
  const shown = await frontPageSettings(db);
  const urls: string[] = [];
  if (shown.show_banners) {
    const [banner] = await db
      .select({ key: files.storageKey })
      .from(banners)
      .innerJoin(files, eq(files.id, banners.imageFileId))
      .orderBy(asc(banners.position), asc(banners.id))
      .limit(1);
    if (banner) urls.push(storage.publicUrl(banner.key));
  }
  if (shown.show_articles) {
    const { rows } = await listArticles(db, { orderBy: 'created_at', direction: 'desc', limit: 1, offset: 0 });
    const image = rows[0] ? imageJson(storage, rows[0].imageKey) : null;
    if (image) urls.push(image.sizes.medium.full_url);
  }
  return urls;
}
