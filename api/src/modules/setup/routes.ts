/**
 * The one-time set-up link of a new portal (admin/firstRun.ts prints it at a start while no
 * administrator exists):
 *
 *   GET  /api/setup/{token}   whether the link works (404 unknown; 410 used, expired, or an
 *                             administrator exists already), so the page can say so before the form
 *   POST /api/setup/{token}   creates the first administrator (e-mail confirmed, approved) and
 *                             answers an access token that signs them in; the link is spent
 *
 * Entries: contracts/src/endpoints/setup.ts. Once any administrator exists every link is dead, whoever made it. The creation is recorded in
 * the audit log with the new administrator as its actor.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { BROWSER_CLIENT } from '@portal/contracts/constants';
import { setupEndpoints as calls } from '@portal/contracts/endpoints/setup';
import { FORM_MESSAGES } from '@portal/contracts/messages';
import { SETUP_MESSAGES } from '@portal/contracts/schemas/admin/setup';
import { findSetupToken, hasAdministrator, isPublishedDemoPassword, spendSetupToken } from '../../admin/firstRun';
import { normaliseEmail } from '../../auth/email';
import { hashPassword } from '../../auth/password';
import { issueAccessToken } from '../../auth/tokens';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { registerEndpoint } from '../../http/endpoint';
import { HttpError, fieldError, notFound } from '../../http/errors';
import { limitRequests } from '../../http/rateLimit';
import { API_MESSAGES } from '../../http/messages';
import { auditActor, recordAudit } from '../audit/record';

/** Tokens are long random values; the limit only keeps anyone from hammering the lookup. */
const SETUP_LIMIT = { max: 30, timeWindow: 15 * 60 * 1000 };

const gone = (message: string) => new HttpError(410, message);

export async function registerSetupRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const limit = limitRequests(app, [
    {
      name: 'setup-ip',
      ...SETUP_LIMIT,
      key: (request: FastifyRequest) => request.ip,
      message: API_MESSAGES.tooManyRequests,
    },
  ]);

  /** The link's row, or the answer for a link that does not work. */
  async function liveLink(token: string) {
    if (await hasAdministrator(db)) throw gone(SETUP_MESSAGES.adminExists);
    const found = await findSetupToken(db, token);
    if (found === 'unknown') throw notFound(SETUP_MESSAGES.unknown);
    if (found === 'expired') throw gone(SETUP_MESSAGES.expired);
    return found;
  }

  registerEndpoint(app, calls.check, { preHandler: limit }, async ({ params }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    const link = await liveLink(params.token);
    return { data: { expires_at: link.expiresAt.toISOString() } };
  });

  // A dead link is answered (404, 410) before the form is looked at, as before the table: the
  // route's own preHandler runs before the validation error (http/endpoint.ts).
  const limitThenLiveLink: preHandlerAsyncHookHandler = async function (request, reply) {
    await limit.call(this, request, reply);
    await liveLink((request.params as { token: string }).token);
  };

  registerEndpoint(
    app,
    calls.complete,
    { preHandler: limitThenLiveLink },
    async ({ params, body: input }, _request, reply) => {
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      const link = await liveLink(params.token);
      if (config.production && isPublishedDemoPassword(input.password))
        throw fieldError('password', SETUP_MESSAGES.demoPassword);
      const email = normaliseEmail(input.email);
      const passwordHash = await hashPassword(input.password);
      const now = new Date();
      let userId: number;
      try {
        userId = await db.transaction(async (tx) => {
          // Spent first: of two people opening the same link at once, one creates the account.
          if (!(await spendSetupToken(tx, link.id))) throw gone(SETUP_MESSAGES.expired);
          const [row] = await tx
            .insert(users)
            .values({
              email,
              passwordHash,
              firstName: input.first_name,
              lastName: input.last_name,
              isAdmin: true,
              // Answered: the newsletter question would stand between a new portal's operator and its set-up.
              newsletter: false,
              emailVerifiedAt: now,
              approvedAt: now,
            })
            .returning();
          await recordAudit(tx, {
            actor: auditActor(row!),
            action: 'user.setup',
            itemType: 'user',
            itemId: row!.id,
            after: { email, first_name: input.first_name, last_name: input.last_name, is_admin: true },
          });
          return row!.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError('email', FORM_MESSAGES.emailTaken);
        throw error;
      }
      const token = await issueAccessToken(db, userId, BROWSER_CLIENT.id, now, 'session');
      return reply.send({ token_type: 'Bearer', access_token: token.accessToken, expires_in: token.expiresIn });
    },
  );
}
