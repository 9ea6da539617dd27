/**
 * The account calls of spec §7: POST /api/auth/register (JSON, or multipart with the avatar in
 * `file`), POST /api/auth/verify/{token}, POST /api/auth/verify/resend, POST /api/auth/password/email,
 * POST /api/auth/password/reset; and, registered from here, the newsletter answer
 * (newsletterRoutes.ts). The administrators' side of accounts is modules/admin/users.
 *
 * The two "send me a link" calls answer the same text with the same status for every address and
 * do the work (look-up, token, mail) after answering, so neither the answer nor its timing says
 * whether an address has an account. Their per-address limits count every address alike.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountEndpoints as calls } from '@portal/contracts/endpoints/accounts';
import { FORM_MESSAGES } from '@portal/contracts/messages';
import { registrationSchema } from '@portal/contracts/schemas/forms';
import { validate } from '@portal/contracts/validation';
import { normaliseEmail } from '../../auth/email';
import type { AppDeps } from '../../http/deps';
import { registerEndpoint } from '../../http/endpoint';
import { fieldError, ValidationError } from '../../http/errors';
import { limitRequests } from '../../http/rateLimit';
import { AVATAR_RULE, readForm } from '../shared/uploads';
import { PASSWORD_RESET_LIMIT, REGISTRATION_LIMIT, RESEND_LIMITS, RESET_REQUEST_LIMITS } from './limits';
import { resetPassword, sendPasswordResetLink } from './passwordReset';
import { registerAccount } from './registration';
import { PASSWORD_CHANGED, RESEND_SENT, RESET_LINK_SENT, TOO_MANY_REQUESTS } from './texts';
import { resendVerification, verifyEmail } from './verification';

/** The address a request is about, for the per-address limits; null when there is none to count. */
function bodyEmail(request: FastifyRequest): string | null {
  const body = request.body;
  const email = body && typeof body === 'object' ? (body as Record<string, unknown>).email : undefined;
  return typeof email === 'string' && email.trim() ? normaliseEmail(email) : null;
}

const ip = (request: FastifyRequest) => request.ip;

export async function registerAccountRoutes(app: FastifyInstance): Promise<void> {
  const deps: AppDeps = app;
  const { db, captcha } = deps;

  const registrationLimit = limitRequests(app, [
    { name: 'register-ip', ...REGISTRATION_LIMIT, key: ip, message: TOO_MANY_REQUESTS },
  ]);
  const resendLimit = limitRequests(app, [
    { name: 'resend-ip', ...RESEND_LIMITS.perIp, key: ip, message: TOO_MANY_REQUESTS },
    { name: 'resend-email', ...RESEND_LIMITS.perEmail, key: bodyEmail, message: TOO_MANY_REQUESTS },
  ]);
  const resetRequestLimit = limitRequests(app, [
    { name: 'reset-request-ip', ...RESET_REQUEST_LIMITS.perIp, key: ip, message: TOO_MANY_REQUESTS },
    { name: 'reset-request-email', ...RESET_REQUEST_LIMITS.perEmail, key: bodyEmail, message: TOO_MANY_REQUESTS },
  ]);
  const resetLimit = limitRequests(app, [
    { name: 'password-reset-ip', ...PASSWORD_RESET_LIMIT, key: ip, message: TOO_MANY_REQUESTS },
  ]);

  registerEndpoint(app, calls.register, { preHandler: registrationLimit }, async (_input, request, reply) => {
    const { fields, files, errors: fileErrors } = await readForm(request, { file: AVATAR_RULE });
    // The entry's body is either form; which one applies is decided by its provider token.
    const checked = validate(registrationSchema(fields), fields);
    if (!checked.success || Object.keys(fileErrors).length > 0) {
      throw new ValidationError({ ...fileErrors, ...(checked.success ? {} : checked.errors) });
    }
    const form = checked.output;
    if (!(await captcha.verify(form.g_recaptcha_response, request.ip))) {
      throw fieldError('g_recaptcha_response', FORM_MESSAGES.captchaInvalid);
    }
    const result = await registerAccount(deps, form, files.file ?? null);
    return reply.code(201).send({ data: result });
  });

  registerEndpoint(app, calls.resendVerification, { preHandler: resendLimit }, async ({ body: { email } }) => {
    app.background.run('verification resend', () => resendVerification(deps, email));
    return { status: 'success' as const, message: RESEND_SENT };
  });

  registerEndpoint(app, calls.verify, {}, async ({ params }, _request, reply) => {
    const { httpStatus, body } = await verifyEmail(db, params.token);
    return reply.code(httpStatus).send(body);
  });

  registerEndpoint(app, calls.requestPasswordReset, { preHandler: resetRequestLimit }, async ({ body: { email } }) => {
    app.background.run('password reset link', () => sendPasswordResetLink(deps, email));
    return { status: RESET_LINK_SENT };
  });

  registerEndpoint(app, calls.resetPassword, { preHandler: resetLimit }, async ({ body: form }) => {
    // The "password changed" mail is queued with the new password, in one transaction.
    await resetPassword(deps, form);
    return { status: PASSWORD_CHANGED };
  });

}
