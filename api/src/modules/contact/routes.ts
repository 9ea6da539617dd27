/**
 * POST /api/contact: validated with the contracts contact schema (422 in Latvian), captcha checked
 * (a failure is a field error on g_recaptcha_response), then kept in contact_messages for the
 * administrators' 'Saziņa' (issue 19) and queued in the mail outbox for CONTACT_EMAIL with the
 * sender as reply-to (sent at once, retried while the mail server is away), both in one transaction.
 * At most 5 messages per hour from one address.
 */
import type { FastifyInstance } from 'fastify';
import { FORM_MESSAGES } from '@portal/contracts/messages';
import { contactEndpoints as calls } from '@portal/contracts/endpoints/contact';
import { registerEndpoint } from '../../http/endpoint';
import { fieldError } from '../../http/errors';
import { limitRequests } from '../../http/rateLimit';
import { contactMessages } from '../../db/schema';
import { enqueueMail, wakeMailSenders } from '../../mail/outbox';
import { contactMail } from './mail';

export const CONTACT_LIMIT = { max: 5, timeWindow: 60 * 60_000 };

export async function registerContactRoutes(app: FastifyInstance): Promise<void> {
  const { config, captcha, db } = app;
  const limit = limitRequests(app, [{ name: 'contact-ip', ...CONTACT_LIMIT, key: (request) => request.ip }]);

  registerEndpoint(app, calls.send, { preHandler: limit }, async ({ body: form }, request) => {
    if (!(await captcha.verify(form.g_recaptcha_response, request.ip))) {
      throw fieldError('g_recaptcha_response', FORM_MESSAGES.captchaInvalid);
    }
    await db.transaction(async (tx) => {
      await tx.insert(contactMessages).values({
        firstName: form.first_name,
        lastName: form.last_name,
        email: form.email,
        topic: form.topic,
        message: form.message || null,
      });
      await enqueueMail(tx, contactMail(form, config.contactEmail));
    });
    wakeMailSenders();
    return { data: { sent: true as const } };
  });
}
