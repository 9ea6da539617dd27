/**
 * POST /api/user with _method=PUT (spec §5, §7): the signed-in user's own profile. First and last
 * name are required (at most 255); the pseudonym is optional (at most 255, empty removes it) and must
 * be nobody else's, nor look like it (modules/pseudonyms); the description at most 500, the school one
 * of the list; an unanswered newsletter is saved as false. A new avatar (JPEG, PNG, GIF or WebP by its
 * content, at most 5 MB; re-encoded without metadata, see avatarImage.ts) replaces the old one; `remove_avatar` drops it. The replaced file leaves
 * storage after the change is saved.
 */
import { eq } from 'drizzle-orm';
import { FORM_MESSAGES } from '@portal/contracts/messages';
import type { ProfileForm } from '@portal/contracts/schemas/forms';
import type { Database } from '../../db/client';
import { files, users } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import type { Storage } from '../../storage/storage';
import { schoolTitle } from '../schools/service';
import { AVATAR_FOLDER } from '../accounts/registration';
import { setPseudonym } from '../pseudonyms/service';
import { insertFileRow, storeUpload, type UploadedFile } from '../shared/uploads';
import { reencodeAvatar } from './avatarImage';

export async function updateProfile(
  db: Database,
  storage: Storage,
  userId: number,
  form: ProfileForm,
  avatar: UploadedFile | null,
): Promise<void> {
  if (form.school_id !== null && (await schoolTitle(db, form.school_id)) === null) {
    throw new ValidationError({ school_id: [FORM_MESSAGES.schoolNotFound] });
  }
  const [current] = await db
    .select({ avatarFileId: users.avatarFileId, avatarKey: files.storageKey })
    .from(users)
    .leftJoin(files, eq(files.id, users.avatarFileId))
    .where(eq(users.id, userId))
    .limit(1);
  const picture = avatar ? await reencodeAvatar(avatar) : null;
  const newKey = picture ? await storeUpload(storage, AVATAR_FOLDER, picture) : null;
  const replacing = picture !== null || form.remove_avatar;
  try {
    await db.transaction(async (tx) => {
      // First: it locks the user's row, and a pseudonym someone else holds stops the save here.
      await setPseudonym(tx, userId, form.pseudonym || null);
      const avatarFileId = picture && newKey ? await insertFileRow(tx, newKey, picture, { isPublic: true }) : null;
      await tx
        .update(users)
        .set({
          firstName: form.first_name,
          lastName: form.last_name,
          schoolId: form.school_id,
          description: form.description || null,
          newsletter: form.newsletter,
          ...(replacing ? { avatarFileId } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      if (replacing && current?.avatarFileId) await tx.delete(files).where(eq(files.id, current.avatarFileId));
    });
  } catch (error) {
    if (newKey) await storage.delete(newKey).catch(() => {});
    throw error;
  }
  if (replacing && current?.avatarKey) await storage.delete(current.avatarKey).catch(() => {});
}
