/**
 * 'Lietotāji' (issue 19): the accounts as administrators see them, and what they may do to one. Every
 * action answers the account as it is afterwards (a refused request: what it was), with the actions
 * the asking administrator may take on it next; 409 for an action the account's state (or the rules:
 * never oneself, never the last administrator) does not allow now, with the reason in Latvian.
 */
import {
  AdminUser,
  AdminUserListQuery,
  DisableAccountForm,
  RefuseAccountForm,
  RefusedAccount,
} from '@portal/contracts/schemas/admin/users';
import { ErrorBody, paged, single } from '@portal/contracts/schemas/entities';
import { endpoints, IdParams, type EndpointParts } from '@portal/contracts/endpoints/endpoint';
import { ADMIN, NOT_ADMIN } from '@portal/contracts/endpoints/admin/common';
import { adminUserRoutes } from '@portal/contracts/endpoints/routes/admin/users';

const action = (summary: string) =>
  ({
    ...ADMIN,
    summary,
    params: IdParams,
    responses: { 200: single(AdminUser), ...NOT_ADMIN, 404: ErrorBody, 409: ErrorBody },
  }) as const satisfies EndpointParts;

export const adminUserEndpoints = endpoints(adminUserRoutes, {
  list: {
    ...ADMIN,
    summary:
      'Accounts of one tab: awaiting approval (pending, the default, oldest first), active, disabled, administrators, or all; `q` searches name and e-mail (case and diacritics ignored); 20 a page; each with the actions the asking administrator may take',
    query: AdminUserListQuery,
    responses: { 200: paged(AdminUser), ...NOT_ADMIN },
  },
  approve: action(
    'Approve an account awaiting approval (the teacher is mailed the first time; approving again changes nothing)',
  ),
  refuse: {
    ...ADMIN,
    summary:
      'Refuse a registration request: `reason` (required, at most 1000 characters) is mailed to the person and the request is deleted, so the address may register again; 409 for an approved account',
    params: IdParams,
    body: RefuseAccountForm,
    responses: { 200: single(RefusedAccount), ...NOT_ADMIN, 404: ErrorBody, 409: ErrorBody },
  },
  disable: {
    ...action(
      'Disable an account (optional `reason`, at most 1000 characters, for the administrators): its sessions end at once on every process and signing in is refused; 409 for oneself, an account disabled already, or the last administrator who can sign in',
    ),
    body: DisableAccountForm,
  },
  enable: action('Enable a disabled account again; 409 when it is not disabled'),
  admin: action('Make an approved, confirmed, not disabled account an administrator; 409 otherwise'),
  unadmin: action(
    "Take an administrator's role away; 409 for oneself, someone who is not an administrator, or the last administrator who can sign in",
  ),
  reset: action(
    'Mail the account a password-reset link (as its own "forgotten password" request would); 409 for a disabled or unapproved account',
  ),
});

export type AdminUserEndpoints = typeof adminUserEndpoints;
