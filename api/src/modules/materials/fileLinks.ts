/**
 * The short-lived addresses of a material's file (POST .../download and .../preview answer them).
 * They point back at the portal, GET /api/materials/{id}/file, signed with the app key: following
 * one needs no bearer token (a browser navigation carries none), counts the download, and then
 * either streams the file (local disk) or redirects to the storage's own presigned address (S3).
 * The signature covers the file's id, so an address dies with a replaced file, and the expiry.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type FileMode = 'download' | 'preview';

/** Long enough to start a download or open a preview; a new one is a click away. */
export const FILE_LINK_SECONDS = 10 * 60;

export interface FileLink {
  materialId: number;
  fileId: number;
  mode: FileMode;
  /** Who asked for it: the download is counted for them. */
  userId: number;
  /** Unix seconds. */
  expires: number;
}

function signature(appKey: string, link: FileLink): string {
  return createHmac('sha256', appKey)
    .update(`material-file:${link.materialId}:${link.fileId}:${link.mode}:${link.userId}:${link.expires}`)
    .digest('base64url');
}

export function fileLinkUrl(appKey: string, link: FileLink): string {
  const query = new URLSearchParams({
    mode: link.mode,
    file: String(link.fileId),
    user: String(link.userId),
    expires: String(link.expires),
    signature: signature(appKey, link),
  });
  return `/api/materials/${link.materialId}/file?${query.toString()}`;
}

const POSITIVE = /^[1-9]\d{0,9}$/;

export type FileLinkCheck = { ok: true; link: FileLink } | { ok: false; reason: 'invalid' | 'expired' };

/** The link a query string carries for `materialId`, when its signature holds and it has not expired. */
export function checkFileLink(
  appKey: string,
  materialId: number,
  query: Record<string, unknown>,
  now = Date.now(),
): FileLinkCheck {
  const { mode, file, user, expires, signature: sent } = query;
  if (mode !== 'download' && mode !== 'preview') return { ok: false, reason: 'invalid' };
  if (typeof file !== 'string' || typeof user !== 'string' || typeof expires !== 'string') {
    return { ok: false, reason: 'invalid' };
  }
  if (!POSITIVE.test(file) || !POSITIVE.test(user) || !POSITIVE.test(expires) || typeof sent !== 'string') {
    return { ok: false, reason: 'invalid' };
  }
  const link: FileLink = { materialId, fileId: Number(file), mode, userId: Number(user), expires: Number(expires) };
  const expected = Buffer.from(signature(appKey, link));
  const given = Buffer.from(sent);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  if (link.expires * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, link };
}
