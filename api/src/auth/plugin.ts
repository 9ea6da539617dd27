/**
 * Sets `request.user` from `Authorization: Bearer <token>`. A missing, unknown, expired or revoked
 * token leaves the request anonymous; endpoints that need a user call `requireUser`, which answers
 * 401 — the client then ends the dead session (spec §4).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { forbidden, unauthorized } from '../http/errors';
import { findTokenOwner, type TokenCache, type TokenUser } from './tokens';

export type AuthUser = TokenUser;

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    accessTokenId: number | null;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  return BEARER.exec(header)?.[1] ?? null;
}

/** `kept`: live tokens kept between requests by the read cache's rules (see findTokenOwner). */
export function registerAuth(app: FastifyInstance, db: Database, kept?: TokenCache): void {
  app.decorateRequest('user', null);
  app.decorateRequest('accessTokenId', null);
  app.addHook('preHandler', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const owner = await findTokenOwner(db, token, new Date(), kept);
    if (owner) {
      request.user = owner.user;
      request.accessTokenId = owner.tokenId;
    }
  });
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

const NOT_AN_ADMIN = 'Šī darbība pieejama tikai administratoriem.';

/** The signed-in user if an administrator: 401 when anonymous, 403 (NOT_AN_ADMIN) for everyone else. */
export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden(NOT_AN_ADMIN);
  return user;
}
