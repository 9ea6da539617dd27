/**
 * 'Saziņa' (issue 19): what visitors sent through the contact form (POST /api/contact keeps it as
 * well as mailing it), and its state. The answer itself is written from the administrator's own mail
 * program: the portal does not send replies.
 */
import {
  AdminContactMessage,
  AdminContactMessageQuery,
  ContactAnsweredForm,
  ContactMessagePage,
} from '@portal/contracts/schemas/admin/contact';
import { single } from '@portal/contracts/schemas/entities';
import { endpoints, IdParams } from '@portal/contracts/endpoints/endpoint';
import { ADMIN, NOT_ADMIN } from '@portal/contracts/endpoints/admin/common';
import { adminContactRoutes } from '@portal/contracts/endpoints/routes/admin/contact';

export const adminContactEndpoints = endpoints(adminContactRoutes, {
  list: {
    ...ADMIN,
    summary: 'Contact-form messages: new (not answered, newest first, the default) or answered',
    description:
      '`q` finds the sender’s name, e-mail or topic (letter case and diacritics ignored). 20 a page; `counts` says how many each tab holds (with `q` applied).',
    query: AdminContactMessageQuery,
    responses: { 200: ContactMessagePage, ...NOT_ADMIN },
  },
  markAnswered: {
    ...ADMIN,
    summary: 'Mark a contact-form message answered (`answered: true`) or not answered again (`false`)',
    params: IdParams,
    body: ContactAnsweredForm,
    responses: { 200: single(AdminContactMessage), ...NOT_ADMIN },
  },
});

export type AdminContactEndpoints = typeof adminContactEndpoints;
