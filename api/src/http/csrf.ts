/**
 * Cross-site request forgery defence.
 *
 * Why it is light: the API authenticates with an `Authorization: Bearer` header that JavaScript on
 * our own origin adds, never with an ambient cookie, so a forged cross-site form or fetch cannot act
 * as a signed-in user in the first place. Two cheap checks close what remains (e.g. the anonymous
 * contact form being driven from another site, or a future cookie-based flow):
 *  1. an unsafe request (POST/PUT/PATCH/DELETE) whose `Origin` header names another site is refused;
 *     requests without `Origin` (curl, server-to-server, same-origin GET-like navigations) pass;
 *  2. the shell's index.html carries `<meta name="csrf-token">` = HMAC(app key, visitor cookie); the
 *     client echoes it as `X-CSRF-TOKEN`, and when that header is present it must verify against the
 *     visitor's cookie. The visitor cookie is httpOnly, so a page on another origin can neither read
 *     the token nor mint one.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/index';
import { HttpError } from './errors';
import { API_MESSAGES } from './messages';

export const CSRF_COOKIE = 'portal_csrf';
export const CSRF_HEADER = 'x-csrf-token';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const VISITOR_ID = /^[A-Za-z0-9_-]{22,64}$/;

export function csrfToken(appKey: string, visitorId: string): string {
  return createHmac('sha256', appKey).update(`csrf:${visitorId}`).digest('base64url');
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The visitor's CSRF token, creating the visitor cookie on the first visit. */
export function visitorCsrfToken(
  request: FastifyRequest,
  reply: FastifyReply,
  appKey: string,
  config: Pick<Config, 'publicUrl'>,
): string {
  let visitorId = request.cookies[CSRF_COOKIE];
  if (!visitorId || !VISITOR_ID.test(visitorId)) {
    visitorId = randomBytes(18).toString('base64url');
    reply.setCookie(CSRF_COOKIE, visitorId, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https:'),
      maxAge: 365 * 24 * 60 * 60,
    });
  }
  return csrfToken(appKey, visitorId);
}

function allowedOrigins(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): Set<string> {
  const origins = new Set<string>([`${request.protocol}://${request.host}`]);
  try {
    origins.add(new URL(config.publicUrl).origin);
  } catch {
    // A malformed PUBLIC_URL only narrows the allowed set to the request's own origin.
  }
  return origins;
}

export function registerCsrf(app: FastifyInstance, appKey: string, config: Pick<Config, 'publicUrl'>): void {
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins(request, config).has(origin)) {
      throw new HttpError(403, API_MESSAGES.csrf);
    }
    const header = request.headers[CSRF_HEADER];
    if (header === undefined) return;
    const visitorId = request.cookies[CSRF_COOKIE];
    const sent = Array.isArray(header) ? (header[0] ?? '') : header;
    if (!visitorId || !sameToken(sent, csrfToken(appKey, visitorId))) {
      throw new HttpError(403, API_MESSAGES.csrf);
    }
  });
}
