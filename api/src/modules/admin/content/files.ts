/**
 * Keeping and replacing the pictures of posts and banners, in the portal's write order (docs/
 * decisions.md, "Crashes, stops and PostgreSQL restarts"): the new file is stored first, its row is
 * written in the same transaction as the post or banner, and a replaced file leaves storage only
 * after that transaction committed. A crash leaves at most an orphan file (the start-up sweep's),
 * never a row without its file.
 */
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { articles, banners, categories, files, materials, users } from '../../../db/schema';
import type { Storage } from '../../../storage/storage';
import { insertFileRow, storeUpload, type UploadedFile } from '../../shared/uploads';
import { reencodePicture, type PictureKind } from './pictures';

const FOLDERS: Record<PictureKind, string> = { article: 'articles', banner: 'banners' };

export interface PictureDeps {
  db: Database;
  storage: Storage;
}

export interface StoredPicture {
  key: string;
  file: UploadedFile;
}

/** Re-encodes and stores a new picture (before the transaction that points at it). */
async function storePicture(
  storage: Storage,
  upload: UploadedFile | null | undefined,
  kind: PictureKind,
): Promise<StoredPicture | null> {
  if (!upload) return null;
  const file = await reencodePicture(upload, kind);
  return { key: await storeUpload(storage, FOLDERS[kind], file), file };
}

/** The `files` row of a stored picture, inside the caller's transaction. */
function pictureRow(tx: Database, picture: StoredPicture): Promise<number> {
  return insertFileRow(tx, picture.key, picture.file, { isPublic: true });
}

/**
 * Deletes a file's row when nothing points at it any more (seeded banners may share a picture),
 * inside the caller's transaction; answers the storage key to remove after the commit.
 */
export async function dropFileIfUnused(tx: Database, fileId: number | null): Promise<string | null> {
  if (fileId === null) return null;
  const unused = (table: AnyPgTable, column: AnyPgColumn) =>
    notExists(
      tx
        .select({ one: sql`1` })
        .from(table)
        .where(eq(column, fileId)),
    );
  const [row] = await tx
    .delete(files)
    .where(
      and(
        eq(files.id, fileId),
        unused(articles, articles.imageFileId),
        unused(banners, banners.imageFileId),
        unused(users, users.avatarFileId),
        unused(categories, categories.iconFileId),
        unused(materials, materials.fileId),
      ),
    )
    .returning({ key: files.storageKey });
  return row?.key ?? null;
}

/**
 * Runs a write that may point at a newly stored picture: when it fails, the new file leaves
 * storage again; when it succeeds, the files it replaced do.
 */
async function withPicture<T>(
  storage: Storage,
  picture: StoredPicture | null,
  write: () => Promise<{ result: T; removedKeys: (string | null)[] }>,
): Promise<T> {
  let outcome: { result: T; removedKeys: (string | null)[] };
  try {
    outcome = await write();
  } catch (error) {
    if (picture) await storage.delete(picture.key).catch(() => {});
    throw error;
  }
  for (const key of outcome.removedKeys) if (key) await storage.delete(key).catch(() => {});
  return outcome.result;
}

/**
 * Stores `upload` (when there is one) as a `kind` picture, then runs `write` in one transaction
 * with the picture's new `files` row (null without an upload), as withPicture.
 */
export async function writeWithPicture<T>(
  { db, storage }: PictureDeps,
  upload: UploadedFile | null,
  kind: PictureKind,
  write: (
    tx: Database,
    picture: { fileId: number; key: string } | null,
  ) => Promise<{ result: T; removedKeys: (string | null)[] }>,
): Promise<T> {
  const picture = await storePicture(storage, upload, kind);
  return withPicture(storage, picture, () =>
    db.transaction(async (tx) =>
      write(tx, picture ? { fileId: await pictureRow(tx, picture), key: picture.key } : null),
    ),
  );
}
