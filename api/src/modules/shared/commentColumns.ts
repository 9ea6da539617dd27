/** The columns of a comment as the comments module and the inbox both read it. */
import { comments, files, users } from '../../db/schema';

/** A comment row with its author's name and avatar (the inbox lists the same columns). */
export const commentSelection = {
  id: comments.id,
  materialId: comments.materialId,
  parentId: comments.parentId,
  userId: comments.userId,
  message: comments.message,
  seenBySender: comments.seenBySender,
  seenByRecipient: comments.seenByRecipient,
  createdAt: comments.createdAt,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorAvatarKey: files.storageKey,
  hiddenAt: comments.hiddenAt,
  hiddenReason: comments.hiddenReason,
};
