/**
 * The home page's banners as the administrators keep them: a picture (required: a slide is its
 * picture), a title, an optional target, on/off, and a place in the slider's order. Positions are
 * kept as 1..n: every write that adds, moves or removes a banner numbers them again in the same
 * transaction, under a lock on the rows, so two administrators reordering at once cannot leave two
 * banners in one place. Moving is an edit of `position` (the up/down buttons send the neighbour's).
 */
import { asc, eq } from 'drizzle-orm';
import type { BannerChanges, BannerForm } from '@portal/contracts/schemas/admin/content';
import type { Database } from '../../../db/client';
import { banners, files } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { changedFields, recordAudit, type AuditActor } from '../../audit/record';
import type { UploadedFile } from '../../shared/uploads';
import { dropFileIfUnused, writeWithPicture, type PictureDeps } from './files';

export interface BannerRecord {
  id: number;
  title: string;
  targetUrl: string | null;
  position: number;
  active: boolean;
  updatedAt: Date;
  imageFileId: number | null;
  imageKey: string | null;
}

const columns = {
  id: banners.id,
  title: banners.title,
  targetUrl: banners.targetUrl,
  position: banners.position,
  active: banners.active,
  updatedAt: banners.updatedAt,
  imageFileId: banners.imageFileId,
  imageKey: files.storageKey,
};

/** Every banner in the slider's order, each with its place 1..n (whatever the stored numbers were). */
export async function bannerList(db: Database): Promise<BannerRecord[]> {
  const rows = await db
    .select(columns)
    .from(banners)
    .leftJoin(files, eq(files.id, banners.imageFileId))
    .orderBy(asc(banners.position), asc(banners.id));
  return rows.map((row, index) => ({ ...row, position: index + 1 }));
}

export async function findBanner(db: Database, id: number): Promise<BannerRecord | null> {
  return (await bannerList(db)).find((banner) => banner.id === id) ?? null;
}

/**
 * Locks every banner and numbers them 1..n in the order given, with `id` (when given) put at
 * `place` (1-based; past the end means last).
 */
async function renumber(tx: Database, id: number | null, place: number | null): Promise<void> {
  const rows = await tx
    .select({ id: banners.id, position: banners.position })
    .from(banners)
    .orderBy(asc(banners.position), asc(banners.id))
    .for('update');
  const order = rows.map((row) => row.id).filter((other) => other !== id);
  if (id !== null) order.splice(place === null ? order.length : Math.min(place - 1, order.length), 0, id);
  const stored = new Map(rows.map((row) => [row.id, row.position]));
  for (const [index, bannerId] of order.entries()) {
    if (stored.get(bannerId) !== index + 1)
      await tx
        .update(banners)
        .set({ position: index + 1 })
        .where(eq(banners.id, bannerId));
  }
}

const auditView = (banner: Pick<BannerRecord, 'title' | 'targetUrl' | 'position' | 'active' | 'imageKey'>) => ({
  title: banner.title,
  target_url: banner.targetUrl,
  position: banner.position,
  active: banner.active,
  image: banner.imageKey,
});

/** `upload` is the banner's picture: the route requires it (a slide is its picture). */
export async function createBanner(
  deps: PictureDeps,
  actor: AuditActor,
  form: BannerForm,
  upload: UploadedFile | null,
): Promise<number> {
  return writeWithPicture(deps, upload, 'banner', async (tx, picture) => {
    const [row] = await tx
      .insert(banners)
      .values({
        title: form.title,
        targetUrl: form.target_url || null,
        active: form.active,
        imageFileId: picture?.fileId ?? null,
        position: 0,
      })
      .returning({ id: banners.id });
    const id = row!.id;
    await renumber(tx, id, form.position);
    const created = (await findBanner(tx, id))!;
    await recordAudit(tx, {
      actor,
      action: 'banner.create',
      itemType: 'banner',
      itemId: id,
      after: auditView(created),
    });
    return { result: id, removedKeys: [] };
  });
}

export async function updateBanner(
  deps: PictureDeps,
  actor: AuditActor,
  id: number,
  changes: BannerChanges,
  upload: UploadedFile | null,
): Promise<void> {
  if (!(await findBanner(deps.db, id))) throw notFound();
  await writeWithPicture(deps, upload, 'banner', async (tx, picture) => {
    // Locks the banners (and numbers them 1..n) before the current state is read.
    await renumber(tx, null, null);
    const current = await findBanner(tx, id);
    if (!current) throw notFound();
    await tx
      .update(banners)
      .set({
        title: changes.title ?? current.title,
        targetUrl: changes.target_url === undefined ? current.targetUrl : changes.target_url || null,
        active: changes.active ?? current.active,
        imageFileId: picture ? picture.fileId : current.imageFileId,
        updatedAt: new Date(),
      })
      .where(eq(banners.id, id));
    if (changes.position !== undefined && changes.position !== null && changes.position !== current.position)
      await renumber(tx, id, changes.position);
    const removed = picture ? await dropFileIfUnused(tx, current.imageFileId) : null;
    const saved = (await findBanner(tx, id))!;
    const { before, after } = changedFields(auditView(current), auditView(saved));
    await recordAudit(tx, { actor, action: 'banner.update', itemType: 'banner', itemId: id, before, after });
    return { result: undefined, removedKeys: [removed] };
  });
}

export async function deleteBanner(deps: PictureDeps, actor: AuditActor, id: number): Promise<void> {
  await writeWithPicture(deps, null, 'banner', async (tx) => {
    await renumber(tx, null, null);
    const current = await findBanner(tx, id);
    if (!current) throw notFound();
    await tx.delete(banners).where(eq(banners.id, id));
    await renumber(tx, null, null);
    const removed = await dropFileIfUnused(tx, current.imageFileId);
    await recordAudit(tx, {
      actor,
      action: 'banner.delete',
      itemType: 'banner',
      itemId: id,
      before: auditView(current),
    });
    return { result: undefined, removedKeys: [removed] };
  });
}
