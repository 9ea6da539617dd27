/**
 * An administrator's preview of a published, inactive release (issue 21, scope 6): a cookie that
 * names the release and when it stops (an hour), signed with the app key, so that only the
 * portal's own answer to an administrator (POST /api/admin/releases/preview) can have made it.
 * The page's HTML is loaded by the browser without the access token, so the cookie itself is the
 * proof: it is honoured only while its signature holds, it has not expired and the release it names
 * is published; anyone else's page (no cookie, a forged or an old one) gets the live map.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/index';
import type { Database } from '../db/client';
import type { PreviewRelease } from '../web/remotes';
import { RELEASE_VERSION, remoteName } from './manifest';
import { publishedManifest } from './registry';

export const PREVIEW_COOKIE = 'portal_release_preview';
export const PREVIEW_TTL_MS = 60 * 60 * 1000;

interface PreviewClaim {
  name: string;
  version: string;
  /** Milliseconds since the epoch. */
  expires: number;
}

const signature = (appKey: string, payload: string) =>
  createHmac('sha256', appKey).update(`release-preview:${payload}`).digest('base64url');

export function signPreview(appKey: string, claim: PreviewClaim): string {
  const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${payload}.${signature(appKey, payload)}`;
}

/** The claim of a cookie value whose signature holds and whose time has not passed; else null. */
export function verifyPreview(appKey: string, value: string | undefined, now = Date.now()): PreviewClaim | null {
  const [payload, signed, ...rest] = (value ?? '').split('.');
  if (!payload || !signed || rest.length > 0) return null;
  const expected = Buffer.from(signature(appKey, payload));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<PreviewClaim>;
    if (typeof claim.name !== 'string' || typeof claim.version !== 'string' || typeof claim.expires !== 'number')
      return null;
    if (claim.expires <= now || !remoteName(claim.name) || !RELEASE_VERSION.test(claim.version)) return null;
    return { name: claim.name, version: claim.version, expires: claim.expires };
  } catch {
    return null;
  }
}

const cookieOptions = (config: Pick<Config, 'publicUrl'>) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.publicUrl.startsWith('https:'),
});

/** Sets the preview cookie of a published release; returns when it stops. */
export function setPreviewCookie(
  reply: FastifyReply,
  appKey: string,
  config: Pick<Config, 'publicUrl'>,
  name: string,
  version: string,
): Date {
  const expires = Date.now() + PREVIEW_TTL_MS;
  reply.setCookie(PREVIEW_COOKIE, signPreview(appKey, { name, version, expires }), {
    ...cookieOptions(config),
    maxAge: PREVIEW_TTL_MS / 1000,
  });
  return new Date(expires);
}

export function clearPreviewCookie(reply: FastifyReply, config: Pick<Config, 'publicUrl'>): void {
  reply.clearCookie(PREVIEW_COOKIE, cookieOptions(config));
}

/** The release this request's valid preview cookie names, when it is published; null otherwise. */
export async function requestPreview(db: Database, appKey: string, request: FastifyRequest): Promise<PreviewRelease | null> {
  const value = request.cookies[PREVIEW_COOKIE];
  if (!value) return null;
  const claim = verifyPreview(appKey, value);
  if (!claim) return null;
  const manifest = await publishedManifest(db, claim.name, claim.version);
  return manifest ? { manifest } : null;
}
