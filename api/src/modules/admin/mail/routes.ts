/**
 * GET /api/admin/mail?status=failed|pending|sent&page= and POST /api/admin/mail/retry (issue 19,
 * 'Pasts'): the outbox the command line shows with `mail:list`, and `mail:retry` (the same
 * retryFailedMail), for the administrators. Recipient, subject, state, attempts, the last error and
 * dates; never a body (password-reset and verification mails carry one-time links into accounts).
 * A retry records one audit row and wakes this process's sender; the others find the mail at their
 * next look.
 */
import type { FastifyInstance } from 'fastify';
import { adminMailEndpoints as calls } from '@portal/contracts/endpoints/admin/mail';
import { API_ERRORS } from '@portal/contracts/messages';
import { ADMIN_MAIL_PER_PAGE, MAIL_MESSAGES, type AdminMail } from '@portal/contracts/schemas/admin/mail';
import { HttpError, fieldError, notFound } from '../../../http/errors';
import { retryFailedMail, wakeMailSenders } from '../../../mail/outbox';
import { auditActor, recordAudit } from '../../audit/record';
import { loadPage } from '../../shared/pagination';
import { registerAdminEndpoint } from '../http';
import { mailEnvelope, mailPage, statusOf, type MailEnvelope } from './repo';

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

export async function registerMailAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerAdminEndpoint(app, calls.list, {}, async ({ query }) =>
    loadPage(query.page, ADMIN_MAIL_PER_PAGE, (limit, offset) => mailPage(db, query.status, limit, offset), mailJson),
  );

  registerAdminEndpoint(
    app,
    calls.retry,
    {
      // No body means every failed mail: a body of another kind (a form with a file) must not read as none.
      beforeBody: (request) => {
        if (request.isMultipart()) throw new HttpError(415, API_ERRORS.unsupportedMediaType);
      },
    },
    async ({ body: { id } }, user) => {
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
