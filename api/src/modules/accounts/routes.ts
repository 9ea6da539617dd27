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
import { FORM_MESSAGES } from '@portal/contracts/messages';
import {
  ErrorBody,
  PasswordStatus,
  RegistrationResult,
  ResendResult,
  ValidationErrorBody,
  VerificationResult,
  single,
} from '@portal/contracts/schemas/entities';
import {
  PasswordResetForm,
  PasswordResetRequestForm,
  RegistrationForm,
  ResendVerificationForm,
  registrationSchema,
} from '@portal/contracts/schemas/forms';
import { validate } from '@portal/contracts/validation';
import { normaliseEmail } from '../../auth/email';
import type { AppDeps } from '../../http/deps';
import { fieldError, ValidationError } from '../../http/errors';
import { limitRequests } from '../../http/rateLimit';
import { parseInput } from '../../http/validation';
import { jsonSchema } from '../../web/schemas';
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

const rateLimited = { 429: jsonSchema(ErrorBody) };

export function registerAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
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

  app.post(
    '/api/auth/register',
    {
      preHandler: registrationLimit,
      schema: {
        tags: ['auth'],
        summary: 'Register: by e-mail (awaits confirmation and approval) or with a provider token',
        description:
          'JSON, or multipart/form-data with the avatar in the file field `file` (JPEG, PNG, GIF or WebP, at most 5 MB). ' +
          'With `token` and `name` (the provider data of the OAuth callback) the password and note are not asked and `school_id` is required. ' +
          '`verified` and `enabled` say whether the new account may sign in already.',
        consumes: ['application/json', 'multipart/form-data'],
        body: jsonSchema(RegistrationForm),
        response: {
          201: jsonSchema(single(RegistrationResult)),
          422: jsonSchema(ValidationErrorBody),
          ...rateLimited,
        },
      },
    },
    async (request, reply) => {
      const { fields, files, errors: fileErrors } = await readForm(request, { file: AVATAR_RULE });
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
    },
  );

  app.post(
    '/api/auth/verify/resend',
    {
      preHandler: resendLimit,
      schema: {
        tags: ['auth'],
        summary: 'Send a new e-mail confirmation link',
        description:
          'The same answer for every address, known or not, confirmed or not; a link goes out only to an existing unconfirmed account and replaces its older links.',
        body: jsonSchema(ResendVerificationForm),
        response: { 200: jsonSchema(ResendResult), 422: jsonSchema(ValidationErrorBody), ...rateLimited },
      },
    },
    async (request) => {
      const { email } = parseInput(ResendVerificationForm, request.body);
      app.background.run('verification resend', () => resendVerification(deps, email));
      return { status: 'success', message: RESEND_SENT };
    },
  );

  app.post<{ Params: { token: string } }>(
    '/api/auth/verify/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm an e-mail address with the token of the link',
        description:
          '200 `auth.verification.verified` (confirmed now) or `auth.verification.already_verified`; 410 `auth.verification.expired` (72 hours passed); 404 `auth.verification.invalid`. Every answer is `{ status, message, code }`.',
        params: { type: 'object', properties: { token: { type: 'string' } } },
        response: {
          200: jsonSchema(VerificationResult),
          404: jsonSchema(VerificationResult),
          410: jsonSchema(VerificationResult),
        },
      },
    },
    async (request, reply) => {
      const { httpStatus, body } = await verifyEmail(db, request.params.token);
      return reply.code(httpStatus).send(body);
    },
  );

  app.post(
    '/api/auth/password/email',
    {
      preHandler: resetRequestLimit,
      schema: {
        tags: ['auth'],
        summary: 'Send a password reset link',
        description: 'The same answer for every address; the link (valid 60 minutes) goes only to an existing account.',
        body: jsonSchema(PasswordResetRequestForm),
        response: { 200: jsonSchema(PasswordStatus), 422: jsonSchema(ValidationErrorBody), ...rateLimited },
      },
    },
    async (request) => {
      const { email } = parseInput(PasswordResetRequestForm, request.body);
      app.background.run('password reset link', () => sendPasswordResetLink(deps, email));
      return { status: RESET_LINK_SENT };
    },
  );

  app.post(
    '/api/auth/password/reset',
    {
      preHandler: resetLimit,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset link',
        description:
          'A wrong, spent or expired token is a 422 on `token`; an address other than the one the link went to, on `email`. ' +
          'Success ends every session and every other reset link of the account, confirms its address and mails the owner.',
        body: jsonSchema(PasswordResetForm),
        response: { 200: jsonSchema(PasswordStatus), 422: jsonSchema(ValidationErrorBody), ...rateLimited },
      },
    },
    async (request) => {
      const form = parseInput(PasswordResetForm, request.body);
      // The "password changed" mail is queued with the new password, in one transaction.
      await resetPassword(deps, form);
      return { status: PASSWORD_CHANGED };
    },
  );

}
