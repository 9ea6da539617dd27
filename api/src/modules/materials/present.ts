/**
 * The material JSON of spec §3 (contracts `Material`), with the privacy rules enforced here, on the
 * server:
 *  - an anonymous viewer never learns who the author is: signature is the generic label, and
 *    owner, owner_id and pseudonym are null;
 *  - a pseudonym-signed material shows the pseudonym and hides its owner from everyone but the owner.
 *
 * `preview_url` (spec §2.2, §3, §4, §7) says whether the material page offers its inline preview and
 * where that preview's address is loaded from: the preview call (`POST /api/materials/{id}/preview`,
 * answering `{ url }`, a signed 10-minute link) for a file a browser shows inline (PDF, the web's
 * image formats) and a signed-in viewer, who alone may make the call; null otherwise. The signed
 * link itself is not put into the answer: it would expire in the browser's cache of the material
 * and cost a signature per row of every list, and spec §4 loads it when the preview appears.
 */
import { basicType } from '@portal/contracts/constants';
import { ANONYMOUS_AUTHOR_LABEL, type Material, type PathEntry } from '@portal/contracts/schemas/entities';
import type { Storage } from '../../storage/storage';
import { hiddenMark } from '../shared/hidden';
import { acceptedType } from './fileKinds';
import type { MaterialNode, MaterialRow } from './repo';

export type MaterialJson = Material;

/** A material's nodes root first (class, theme, type), following parent links among them. */
export function orderedPath(nodes: MaterialNode[]): MaterialNode[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const depth = (node: MaterialNode, seen = new Set<number>()): number => {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (!parent || seen.has(node.id)) return 0;
    seen.add(node.id);
    return depth(parent, seen) + 1;
  };
  return nodes
    .map((node) => ({ node, depth: depth(node) }))
    .sort((a, b) => a.depth - b.depth || a.node.id - b.node.id)
    .map((x) => x.node);
}

export function pathEntry(node: MaterialNode): PathEntry {
  return { id: node.id, category_id: node.categoryId, title: node.title, has_children: node.hasChildren };
}

/** The address of the preview call when this viewer may preview this material inline, else null. */
export function previewCall(
  row: Pick<MaterialRow, 'id' | 'type' | 'fileMimeType'>,
  viewerId: number | null,
): string | null {
  // The same test as the call's own (service.fileLink): a file row, and its stored type shown inline.
  const previewable = row.type === 'file' && acceptedType(row.fileMimeType)?.previewable === true;
  return viewerId !== null && previewable ? `/api/materials/${row.id}/preview` : null;
}

export function presentMaterial(
  row: MaterialRow,
  nodes: MaterialNode[],
  viewerId: number | null,
  storage: Storage,
  viewerIsAdmin = false,
): MaterialJson {
  const anonymous = viewerId === null;
  const isOwner = viewerId !== null && viewerId === row.ownerId;
  const pseudonym = row.signatureType === 'pseudonym' ? row.ownerPseudonym?.trim() || null : null;
  const revealOwner = !anonymous && (row.signatureType === 'name' || isOwner);

  let signature: string;
  if (anonymous) signature = ANONYMOUS_AUTHOR_LABEL;
  else if (row.signatureType === 'pseudonym') signature = pseudonym ?? ANONYMOUS_AUTHOR_LABEL;
  else signature = `${row.ownerFirstName} ${row.ownerLastName}`.trim();

  const path = orderedPath(nodes);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    uri: row.uri,
    file: row.type === 'file' ? row.fileName : null,
    mime_type: row.mimeType,
    basic_type: basicType(row.type, row.mimeType),
    created_at: row.createdAt.toISOString(),
    is_liked: row.isLiked,
    has_bookmark: row.hasBookmark,
    likes: row.likes,
    views: row.views,
    downloads: row.downloads,
    categories: path.map((n) => ({ id: n.id, parent_id: n.parentId })),
    owner: revealOwner
      ? { id: row.ownerId, avatar: row.ownerAvatarKey ? storage.publicUrl(row.ownerAvatarKey) : null }
      : null,
    owner_id: revealOwner ? row.ownerId : null,
    signature,
    signature_type: row.signatureType,
    pseudonym: anonymous ? null : pseudonym,
    // The note is the owner's own remark about the material.
    note: isOwner ? row.note : null,
    path: path.map(pathEntry),
    preview_url: previewCall(row, viewerId),
    hidden: hiddenMark(row, isOwner || (viewerIsAdmin && !anonymous)),
  };
}
