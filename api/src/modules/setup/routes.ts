/**
 * The one-time set-up link of a new portal (admin/firstRun.ts prints it at a start while no
 * administrator exists):
 *
 *   GET  /api/setup/{token}   whether the link works (404 unknown; 410 used, expired, or an
 *                             administrator exists already), so the page can say so before the form
 *   POST /api/setup/{token}   creates the first administrator (e-mail confirmed, approved) and
 *                             answers an access token that signs them in; the link is spent
 *
 * Once any administrator exists every link is dead, whoever made it. The creation is recorded in
 * the audit log with the new administrator as its actor.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BROWSER_CLIENT } from '@portal/contracts/constants';
import { FORM_MESSAGES } from '@portal/contracts/messages';
import { SETUP_MESSAGES, SetupForm, SetupLink } from '@portal/contracts/schemas/admin/setup';
import { ErrorBody, OAuthTokenResponse, ValidationErrorBody, single } from '@portal/contracts/schemas/entities';
import { findSetupToken, hasAdministrator, isPublishedDemoPassword, spendSetupToken } from '../../admin/firstRun';
import { normaliseEmail } from '../../auth/email';
import { hashPassword } from '../../auth/password';
import { issueAccessToken } from '../../auth/tokens';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import type { AppDeps } from '../../http/deps';
import { HttpError, fieldError, notFound } from '../../http/errors';
import { limitRequests } from '../../http/rateLimit';
import { parseInput } from '../../http/validation';
import { API_MESSAGES } from '../../http/messages';
import { jsonSchema, responses } from '../../web/schemas';
import { auditActor, recordAudit } from '../audit/record';

/** Tokens are long random values; the limit only keeps anyone from hammering the lookup. */
const SETUP_LIMIT = { max: 30, timeWindow: 15 * 60 * 1000 };

const tokenParam = {
  type: 'object',
  properties: { token: { type: 'string', description: 'the token at the end of the printed set-up link' } },
};

const gone = (message: string) => new HttpError(410, message);

export function registerSetupRoutes(app: FastifyInstance, { db, config }: AppDeps): void {
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

  app.get<{ Params: { token: string } }>(
    '/api/setup/:token',
    {
      preHandler: limit,
      schema: {
        tags: ['setup'],
        summary: 'Whether a set-up link still works (the first administrator of a new portal)',
        params: tokenParam,
        response: responses(single(SetupLink), { 404: ErrorBody, 410: ErrorBody, 429: ErrorBody }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const link = await liveLink(request.params.token);
      return { data: { expires_at: link.expiresAt.toISOString() } };
    },
  );

  app.post<{ Params: { token: string } }>(
    '/api/setup/:token',
    {
      preHandler: limit,
      schema: {
        tags: ['setup'],
        summary: 'Create the first administrator through the set-up link; answers a token that signs them in',
        description:
          'first_name, last_name (at most 255), email, password (8–255, lowercase, uppercase and a digit; in production ' +
          'not a published demo password) and password_confirmation. The link works once, within 24 hours, and only ' +
          'while no administrator exists (410 otherwise; 404 unknown). An address already registered answers 422.',
        params: tokenParam,
        body: jsonSchema(SetupForm),
        response: {
          ...responses(OAuthTokenResponse, {
            404: ErrorBody,
            410: ErrorBody,
            422: ValidationErrorBody,
            429: ErrorBody,
          }),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      const link = await liveLink(request.params.token);
      const input = parseInput(SetupForm, request.body);
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
