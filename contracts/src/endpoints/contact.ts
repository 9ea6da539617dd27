/** The contact form (spec §7). */
import * as v from 'valibot';
import { ErrorBody, single } from '@portal/contracts/schemas/entities';
import { ContactForm } from '@portal/contracts/schemas/forms';
import { endpoints } from '@portal/contracts/endpoints/endpoint';
import { contactRoutes } from '@portal/contracts/endpoints/routes/contact';

export const contactEndpoints = endpoints(contactRoutes, {
  send: {
    tags: ['contact'],
    summary: 'Send the contact form',
    description:
      'A captcha that fails is a 422 on `g_recaptcha_response`. The message is kept for the administrators and mailed to the portal. At most 5 messages per hour from one address (429 with Retry-After).',
    signIn: 'none',
    body: ContactForm,
    responses: { 200: single(v.object({ sent: v.literal(true) })), 429: ErrorBody },
  },
});

export type ContactEndpoints = typeof contactEndpoints;
