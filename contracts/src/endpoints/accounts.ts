/**
 * Accounts (spec §7): registration, e-mail confirmation and password reset. The two "send me a
 * link" calls answer the same text with the same status for every address.
 */
import * as v from 'valibot';
import {
  ErrorBody,
  PasswordStatus,
  RegistrationResult,
  ResendResult,
  VerificationResult,
  single,
} from '@portal/contracts/schemas/entities';
import {
  PasswordResetForm,
  PasswordResetRequestForm,
  ProviderRegistrationForm,
  RegistrationForm,
  ResendVerificationForm,
} from '@portal/contracts/schemas/forms';
import { endpoints } from '@portal/contracts/endpoints/endpoint';
import { accountRoutes } from '@portal/contracts/endpoints/routes/accounts';

const tags = ['auth'];

/**
 * The token of a confirmation link. Any text is a token to look up: one that names nothing is the
 * call's own 404 (`auth.verification.invalid`), so the schema only says what it takes.
 */
const TokenParams = v.object({
  token: v.pipe(
    v.string(),
    v.metadata({ jsonSchema: { type: 'string', minLength: 1, description: 'the token at the end of the link' } }),
  ),
});

export const accountEndpoints = endpoints(accountRoutes, {
  register: {
    tags,
    summary: 'Register: by e-mail (awaits confirmation and approval) or with a provider token',
    description:
      'JSON, or multipart/form-data with the avatar in the file field `file` (JPEG, PNG, GIF or WebP, at most 5 MB). ' +
      'With `token` and `name` (the provider data of the OAuth callback) the password and note are not asked and `school_id` is required. ' +
      '`verified` and `enabled` say whether the new account may sign in already. At most 10 registrations an hour from one address (429).',
    signIn: 'none',
    // Which of the two forms applies is decided by `token` (forms.registrationSchema): the handler
    // checks the body once it has read it, file included.
    body: v.union([RegistrationForm, ProviderRegistrationForm]),
    multipart: true,
    responses: { 201: single(RegistrationResult), 429: ErrorBody },
  },
  resendVerification: {
    tags,
    summary: 'Send a new e-mail confirmation link',
    description:
      'The same answer for every address, known or not, confirmed or not; a link goes out only to an existing unconfirmed account and replaces its older links.',
    signIn: 'none',
    body: ResendVerificationForm,
    responses: { 200: ResendResult, 429: ErrorBody },
  },
  verify: {
    tags,
    summary: 'Confirm an e-mail address with the token of the link',
    description:
      '200 `auth.verification.verified` (confirmed now) or `auth.verification.already_verified`; 410 `auth.verification.expired` (72 hours passed); 404 `auth.verification.invalid`. Every answer is `{ status, message, code }`.',
    signIn: 'none',
    params: TokenParams,
    responses: { 200: VerificationResult, 404: VerificationResult, 410: VerificationResult },
  },
  requestPasswordReset: {
    tags,
    summary: 'Send a password reset link',
    description: 'The same answer for every address; the link (valid 60 minutes) goes only to an existing account.',
    signIn: 'none',
    body: PasswordResetRequestForm,
    responses: { 200: PasswordStatus, 429: ErrorBody },
  },
  resetPassword: {
    tags,
    summary: 'Set a new password with the token of a reset link',
    description:
      'A wrong, spent or expired token is a 422 on `token`; an address other than the one the link went to, on `email`. ' +
      'Success ends every session and every other reset link of the account, confirms its address and mails the owner.',
    signIn: 'none',
    body: PasswordResetForm,
    responses: { 200: PasswordStatus, 429: ErrorBody },
  },
});

export type AccountEndpoints = typeof accountEndpoints;
