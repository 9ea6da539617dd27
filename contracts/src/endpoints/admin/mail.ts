/**
 * 'Pasts' (issue 19): the outbox the command line shows with `mail:list`, and `mail:retry`.
 * Envelopes only, never a body (password-reset and verification mails carry one-time links).
 */
import { AdminMailQuery, MailPage, MailRetryForm, MailRetryResult } from '@portal/contracts/schemas/admin/mail';
import { ErrorBody } from '@portal/contracts/schemas/entities';
import { endpoints } from '@portal/contracts/endpoints/endpoint';
import { ADMIN, NOT_ADMIN } from '@portal/contracts/endpoints/admin/common';
import { adminMailRoutes } from '@portal/contracts/endpoints/routes/admin/mail';

export const adminMailEndpoints = endpoints(adminMailRoutes, {
  list: {
    ...ADMIN,
    summary: 'The mail outbox: failed (the default), pending or sent mail, newest first, 20 a page',
    description:
      'Envelopes only (recipient, subject, state, attempts, last error, dates), never a body. Sent mail is kept for a week. `counts`: how many mails each state holds.',
    query: AdminMailQuery,
    responses: { 200: MailPage, ...NOT_ADMIN },
  },
  retry: {
    ...ADMIN,
    summary: 'Send failed mail again: `{ id }` for one, no body (or no id) for every failed mail',
    description:
      'The mail is due at once with its attempts counted from 0. `retried`: the ids put back (none when nothing had failed). 404 for an unknown id; 422 on `id` for a mail that has not failed; 415 for a multipart body (it must not read as none).',
    body: MailRetryForm,
    responses: { 200: MailRetryResult, ...NOT_ADMIN, 404: ErrorBody },
  },
});

export type AdminMailEndpoints = typeof adminMailEndpoints;
