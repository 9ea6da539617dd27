/**
 * The comment JSON of spec §3. Its material names its owner only when the viewer may know who that
 * is (a pseudonym-signed material hides its owner from everyone else), and the seen flags are the
 * real ones only for the two people they concern (spec §4: the comment's author and the
 * material's owner): for anyone else they would tell whether a commenter is the owner.
 */
import { basicType, type BasicType } from '@portal/contracts/constants';
import { ANONYMOUS_AUTHOR_LABEL, type Comment } from '@portal/contracts/schemas/entities';
import type { Storage } from '../../storage/storage';
import { hiddenMark } from '../shared/hidden';
import type { CommentRow } from './repo';

export interface CommentMaterialFacts {
  id: number;
  title: string;
  ownerId: number;
  signatureType: 'name' | 'pseudonym';
  ownerPseudonym: string | null;
  type: 'file' | 'link';
  mimeType: string | null;
}

export function presentComment(
  row: CommentRow,
  replies: CommentRow[],
  material: CommentMaterialFacts,
  viewerId: number,
  storage: Storage,
  viewerIsAdmin = false,
): Comment {
  const isOwner = material.ownerId === viewerId;
  const concernsViewer = isOwner || row.userId === viewerId;
  const kind: BasicType = basicType(material.type, material.mimeType);
  // The owner answering on a pseudonym-signed material speaks as the pseudonym to everyone else.
  const signedAsPseudonym = material.signatureType === 'pseudonym' && row.userId === material.ownerId && !isOwner;
  return {
    id: row.id,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    user_id: signedAsPseudonym ? null : row.userId,
    author: signedAsPseudonym
      ? { id: null, name: material.ownerPseudonym?.trim() || ANONYMOUS_AUTHOR_LABEL, avatar: null }
      : {
          id: row.userId,
          name: `${row.authorFirstName} ${row.authorLastName}`.trim(),
          avatar: row.authorAvatarKey ? storage.publicUrl(row.authorAvatarKey) : null,
        },
    parent_id: row.parentId,
    replies: replies.map((reply) => presentComment(reply, [], material, viewerId, storage, viewerIsAdmin)),
    material: {
      id: material.id,
      title: material.title,
      owner_id: material.signatureType === 'name' || isOwner ? material.ownerId : null,
      basic_type: kind,
    },
    seen_by_sender: concernsViewer ? row.seenBySender : true,
    seen_by_recipient: concernsViewer ? row.seenByRecipient : true,
    // Its author and administrators see why it is hidden; nobody else gets a hidden comment.
    hidden: hiddenMark(row, row.userId === viewerId || viewerIsAdmin),
  };
}
