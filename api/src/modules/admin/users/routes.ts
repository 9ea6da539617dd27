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
import { adminUserEndpoints as calls } from '@portal/contracts/endpoints/admin/users';
import { ADMIN_USERS_PER_PAGE, type AdminUser } from '@portal/contracts/schemas/admin/users';
import type { AuthUser } from '../../../auth/plugin';
import { notFound } from '../../../http/errors';
import { auditActor } from '../../audit/record';
import { loadPage } from '../../shared/pagination';
import { registerAdminEndpoint } from '../http';
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

export async function registerAdminUserRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, storage } = app;
  /** The account as it is now, for the administrator who acted. */
  async function answer(admin: AuthUser, id: number) {
    const listed = await findListedUser(db, id);
    if (!listed) throw notFound();
    return { data: adminUserJson(listed, admin.id, await activeAdminIds(db)) };
  }

  registerAdminEndpoint(app, calls.list, {}, async ({ query }, admin) => {
    const admins = await activeAdminIds(db);
    return loadPage(
      query.page,
      ADMIN_USERS_PER_PAGE,
      (limit, offset) => adminUserPage(db, { status: query.status, q: query.q, limit, offset }),
      (row) => adminUserJson(row, admin.id, admins),
    );
  });

  /** The actions without a body: each acts on the account and answers it as it is afterwards. */
  const plainActions = [
    [
      calls.approve,
      async (admin: AuthUser, id: number) => {
        if (!(await approveUser(db, config.publicUrl, auditActor(admin), id))) throw notFound();
      },
    ],
    [calls.enable, (admin: AuthUser, id: number) => enableUser(db, auditActor(admin), id)],
    [calls.admin, (admin: AuthUser, id: number) => makeAdmin(db, auditActor(admin), id)],
    [calls.unadmin, (admin: AuthUser, id: number) => unmakeAdmin(db, auditActor(admin), id)],
    [calls.reset, (admin: AuthUser, id: number) => sendPasswordReset(db, config.publicUrl, auditActor(admin), id)],
  ] as const;
  for (const [entry, act] of plainActions) {
    registerAdminEndpoint(app, entry, {}, async ({ params }, admin) => {
      await act(admin, params.id);
      return answer(admin, params.id);
    });
  }

  registerAdminEndpoint(app, calls.refuse, {}, async ({ params, body }, admin) => {
    const user = await refuseUser(
      { db, storage, publicUrl: config.publicUrl },
      auditActor(admin),
      params.id,
      body.reason,
    );
    return { data: { id: user.id, email: user.email, refused: true as const } };
  });

  registerAdminEndpoint(app, calls.disable, {}, async ({ params, body }, admin) => {
    await disableUser(db, auditActor(admin), params.id, body.reason);
    return answer(admin, params.id);
  });
}
