/**
 * 'Lietotāji' (issue 19): GET /api/admin/users?status=pending|active|disabled|admin|all&q=&page= and
 * POST /api/admin/users/{id}/approve|refuse|disable|enable|admin|unadmin|reset. 401 anonymous, 403
 * anyone but an administrator, 404 an unknown account, 422 a bad query or reason, 409 an action the
 * account's state (or the rules: never oneself, never the last administrator) does not allow now,
 * with the reason in Latvian. Every action answers the account as it is afterwards (a refused
 * request: what it was), with the actions the asking administrator may take on it next.
 */
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import {
  ADMIN_USERS_PER_PAGE,
  AdminUser,
  AdminUserListQuery,
  DisableAccountForm,
  RefuseAccountForm,
  RefusedAccount,
  type AdminUserAction,
} from '@portal/contracts/schemas/admin/users';
import { ErrorBody, ValidationErrorBody, paged, single } from '@portal/contracts/schemas/entities';
import { requireAdmin, type AuthUser } from '../../../auth/plugin';
import type { AppDeps } from '../../../http/deps';
import { notFound } from '../../../http/errors';
import { parseId, type IdRoute } from '../../../http/params';
import { parseInput } from '../../../http/validation';
import { idParams, jsonSchema, responses } from '../../../web/schemas';
import { auditActor } from '../../audit/record';
import { loadPage } from '../../shared/pagination';
import { adminSchema } from '../http';
import { activeAdminIds, adminUserPage, findListedUser, type ListedUser } from './repo';
import {
  allowedActions,
  approveUser,
  disableUser,
  enableUser,
  makeAdmin,
  refuseUser,
  sendPasswordReset,
  unmakeAdmin,
} from './service';

function adminUserJson(
  { user, schoolTitle }: ListedUser,
  viewerId: number,
  admins: readonly number[],
): v.InferOutput<typeof AdminUser> {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    school: user.schoolId !== null && schoolTitle !== null ? { id: user.schoolId, title: schoolTitle } : null,
    description: user.description,
    note: user.note,
    verified: user.emailVerifiedAt !== null,
    enabled: user.approvedAt !== null,
    disabled: user.disabledAt !== null,
    disabled_at: user.disabledAt?.toISOString() ?? null,
    disabled_reason: user.disabledReason,
    is_admin: user.isAdmin,
    totp: user.totpEnabledAt !== null,
    created_at: user.createdAt.toISOString(),
    approved_at: user.approvedAt?.toISOString() ?? null,
    actions: allowedActions(user, viewerId, admins),
  };
}

export function registerAdminUserRoutes(app: FastifyInstance, { db, config, storage }: AppDeps): void {
  /** The account as it is now, for the administrator who acted. */
  async function answer(admin: AuthUser, id: number) {
    const listed = await findListedUser(db, id);
    if (!listed) throw notFound();
    return { data: adminUserJson(listed, admin.id, await activeAdminIds(db)) };
  }

  app.get(
    '/api/admin/users',
    {
      schema: adminSchema({
        summary:
          'Accounts of one tab: awaiting approval (pending, the default, oldest first), active, disabled, administrators, or all; `q` searches name and e-mail (case and diacritics ignored); 20 a page; each with the actions the asking administrator may take',
        querystring: jsonSchema(AdminUserListQuery),
        response: responses(paged(AdminUser), { 422: ValidationErrorBody }),
      }),
    },
    async (request) => {
      const admin = requireAdmin(request);
      const query = parseInput(AdminUserListQuery, request.query);
      const admins = await activeAdminIds(db);
      return loadPage(
        query.page,
        ADMIN_USERS_PER_PAGE,
        (limit, offset) => adminUserPage(db, { status: query.status, q: query.q, limit, offset }),
        (row) => adminUserJson(row, admin.id, admins),
      );
    },
  );

  /**
   * POST /api/admin/users/{id}/<action>: `act` reads its `form` (when it takes one) from `body` and
   * acts on the account; the answer is the account as it is afterwards, unless `act` gives another.
   */
  function actionRoute(
    action: AdminUserAction,
    summary: string,
    act: (admin: AuthUser, id: number, body: unknown) => Promise<{ data: unknown } | void>,
    form?: v.GenericSchema,
  ): void {
    app.post<IdRoute>(
      `/api/admin/users/:id/${action}`,
      {
        schema: adminSchema({
          summary,
          params: idParams,
          ...(form ? { body: jsonSchema(form) } : {}),
          response: responses(single(action === 'refuse' ? RefusedAccount : AdminUser), {
            404: ErrorBody,
            409: ErrorBody,
            ...(form ? { 422: ValidationErrorBody } : {}),
          }),
        }),
      },
      async (request) => {
        const admin = requireAdmin(request);
        const id = parseId(request.params.id);
        return (await act(admin, id, request.body)) ?? answer(admin, id);
      },
    );
  }

  actionRoute(
    'approve',
    'Approve an account awaiting approval (the teacher is mailed the first time; approving again changes nothing)',
    async (admin, id) => {
      if (!(await approveUser(db, config.publicUrl, auditActor(admin), id))) throw notFound();
    },
  );
  actionRoute(
    'refuse',
    'Refuse a registration request: `reason` (required, at most 1000 characters) is mailed to the person and the request is deleted, so the address may register again; 409 for an approved account',
    async (admin, id, body) => {
      const { reason } = parseInput(RefuseAccountForm, body);
      const user = await refuseUser({ db, storage, publicUrl: config.publicUrl }, auditActor(admin), id, reason);
      return { data: { id: user.id, email: user.email, refused: true as const } };
    },
    RefuseAccountForm,
  );
  actionRoute(
    'disable',
    'Disable an account (optional `reason`, at most 1000 characters, for the administrators): its sessions end at once on every process and signing in is refused; 409 for oneself, an account disabled already, or the last administrator who can sign in',
    async (admin, id, body) => {
      const { reason } = parseInput(DisableAccountForm, body);
      await disableUser(db, auditActor(admin), id, reason);
    },
    DisableAccountForm,
  );
  actionRoute('enable', 'Enable a disabled account again; 409 when it is not disabled', async (admin, id) => {
    await enableUser(db, auditActor(admin), id);
  });
  actionRoute(
    'admin',
    'Make an approved, confirmed, not disabled account an administrator; 409 otherwise',
    async (admin, id) => {
      await makeAdmin(db, auditActor(admin), id);
    },
  );
  actionRoute(
    'unadmin',
    "Take an administrator's role away; 409 for oneself, someone who is not an administrator, or the last administrator who can sign in",
    async (admin, id) => {
      await unmakeAdmin(db, auditActor(admin), id);
    },
  );
  actionRoute(
    'reset',
    'Mail the account a password-reset link (as its own "forgotten password" request would); 409 for a disabled or unapproved account',
    async (admin, id) => {
      await sendPasswordReset(db, config.publicUrl, auditActor(admin), id);
    },
  );
}
