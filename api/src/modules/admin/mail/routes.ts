/**
 * GET /api/admin/mail?status=failed|pending|sent&page= and POST /api/admin/mail/retry (issue 19,
 * 'Pasts'): the outbox the command line shows with `mail:list`, and `mail:retry` (the same
 * retryFailedMail), for the administrators. Recipient, subject, state, attempts, the last error and
 * dates; never a body (password-reset and verification mails carry one-time links into accounts).
 * A retry records one audit row and wakes this process's sender; the others find the mail at their
 * next look.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { API_ERRORS } from '@portal/contracts/messages';
import { ErrorBody, PagedMeta, ValidationErrorBody } from '@portal/contracts/schemas/entities';
import {
  ADMIN_MAIL_PER_PAGE,
  AdminMail,
  AdminMailQuery,
  MAIL_MESSAGES,
  MailCounts,
  MailRetryForm,
  MailRetryResult,
} from '@portal/contracts/schemas/admin/mail';
import { requireAdmin } from '../../../auth/plugin';
import type { AppDeps } from '../../../http/deps';
import { HttpError, fieldError, notFound } from '../../../http/errors';
import { parseInput } from '../../../http/validation';
import { retryFailedMail, wakeMailSenders } from '../../../mail/outbox';
import { jsonSchema, responses } from '../../../web/schemas';
import { auditActor, recordAudit } from '../../audit/record';
import { loadPage } from '../../shared/pagination';
import { adminSchema } from '../http';
import { mailEnvelope, mailPage, statusOf, type MailEnvelope } from './repo';

export const MailPage = v.object({ data: v.array(AdminMail), meta: PagedMeta, counts: MailCounts });

function mailJson(row: MailEnvelope): AdminMail {
  const status = statusOf(row);
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    status,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    next_attempt_at: status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    sent_at: row.sentAt?.toISOString() ?? null,
    failed_at: row.failedAt?.toISOString() ?? null,
  };
}

export function registerMailAdminRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get(
    '/api/admin/mail',
    {
      schema: adminSchema({
        summary: 'The mail outbox: failed (the default), pending or sent mail, newest first, 20 a page',
        description:
          'Envelopes only (recipient, subject, state, attempts, last error, dates), never a body. Sent mail is kept for a week. `counts`: how many mails each state holds.',
        querystring: jsonSchema(AdminMailQuery),
        response: responses(MailPage, { 422: ValidationErrorBody }),
      }),
    },
    async (request) => {
      requireAdmin(request);
      const query = parseInput(AdminMailQuery, request.query);
      return loadPage(
        query.page,
        ADMIN_MAIL_PER_PAGE,
        (limit, offset) => mailPage(db, query.status, limit, offset),
        mailJson,
      );
    },
  );

  app.post(
    '/api/admin/mail/retry',
    {
      schema: adminSchema({
        summary: 'Send failed mail again: `{ id }` for one, no body (or no id) for every failed mail',
        description:
          'The mail is due at once with its attempts counted from 0. `retried`: the ids put back (none when nothing had failed). 404 for an unknown id; 422 on `id` for a mail that has not failed.',
        body: jsonSchema(MailRetryForm),
        response: responses(MailRetryResult, { 404: ErrorBody, 415: ErrorBody, 422: ValidationErrorBody }),
      }),
    },
    async (request) => {
      const user = requireAdmin(request);
      // No body means every failed mail: a body of another kind (a form with a file) must not read as none.
      if (request.isMultipart()) throw new HttpError(415, API_ERRORS.unsupportedMediaType);
      const { id } = parseInput(MailRetryForm, request.body ?? {});
      const retried = await db.transaction(async (tx) => {
        if (id !== null) {
          const row = await mailEnvelope(tx, id);
          if (!row) throw notFound();
          if (statusOf(row) !== 'failed') throw fieldError('id', MAIL_MESSAGES.notFailed);
        }
        const ids = await retryFailedMail(tx, id === null ? 'all' : { id });
        await recordAudit(tx, {
          actor: auditActor(user),
          action: 'mail.retry',
          itemType: 'mail',
          itemId: id,
          after: { retried: ids },
        });
        return ids;
      });
      if (retried.length > 0) wakeMailSenders();
      return { data: { retried } };
    },
  );
}
