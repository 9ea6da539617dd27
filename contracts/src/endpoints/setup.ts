/**
 * The one-time set-up link of a new portal (the first administrator): whether it works, and
 * creating the administrator through it.
 */
import * as v from 'valibot';
import { SetupForm, SetupLink } from '@portal/contracts/schemas/admin/setup';
import { ErrorBody, OAuthTokenResponse, single } from '@portal/contracts/schemas/entities';
import { endpoints } from '@portal/contracts/endpoints/endpoint';
import { setupRoutes } from '@portal/contracts/endpoints/routes/setup';

const tags = ['setup'];

/**
 * The token at the end of the printed link. Any text is a token to look up: one that names no
 * link is the call's own 404 with its message, so the schema only says what it takes.
 */
const SetupParams = v.object({
  token: v.pipe(
    v.string(),
    v.metadata({ jsonSchema: { type: 'string', minLength: 1, description: 'the token at the end of the printed set-up link' } }),
  ),
});

const deadLink = { 404: ErrorBody, 410: ErrorBody, 429: ErrorBody };

export const setupEndpoints = endpoints(setupRoutes, {
  check: {
    tags,
    summary: 'Whether a set-up link still works (the first administrator of a new portal)',
    description: '404 unknown; 410 used, expired, or an administrator exists already (`message` says which). At most 30 tries in 15 minutes from one address (429).',
    signIn: 'none',
    params: SetupParams,
    responses: { 200: single(SetupLink), ...deadLink },
  },
  complete: {
    tags,
    summary: 'Create the first administrator through the set-up link; answers a token that signs them in',
    description:
      'first_name, last_name (at most 255), email, password (8–255, lowercase, uppercase and a digit; in production ' +
      'not a published demo password) and password_confirmation. The link works once, within 24 hours, and only ' +
      'while no administrator exists (410 otherwise; 404 unknown; both before the form is looked at). An address already registered answers 422.',
    signIn: 'none',
    params: SetupParams,
    body: SetupForm,
    responses: { 200: OAuthTokenResponse, ...deadLink },
  },
});

export type SetupEndpoints = typeof setupEndpoints;
