/**
 * The administrators' side of registration: GET /api/admin/users (accounts awaiting approval,
 * with their justification) and POST /api/admin/users/{id}/approve. 401 anonymous, 403 for
 * anyone but an administrator, 404 for an unknown account.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { FIRST_PAGE } from '@portal/contracts/constants';
import { API_ERRORS } from '@portal/contracts/messages';
import { ErrorBody, RegistrationResult, ValidationErrorBody, paged, single } from '@portal/contracts/schemas/entities';
import { choice, integerWithDefault } from '@portal/contracts/schemas/forms';
import { requireAdmin } from '../../auth/plugin';
import type { AppDeps } from '../../http/deps';
import { notFound } from '../../http/errors';
import { parseId } from '../../http/params';
import { parseInput } from '../../http/validation';
import { jsonSchema, responses } from '../../web/schemas';
import { offsetOf, paged as pagedList } from '../shared/pagination';
import { approveAccount } from './approval';
import { accountPage, type UserRow } from './repo';
import { NOT_AN_ADMIN } from './texts';

export const ADMIN_USERS_PER_PAGE = 20;

const ACCOUNT_STATUSES = ['pending', 'all'] as const;

export const AdminUserListQuery = v.object(
  {
    page: integerWithDefault('page', FIRST_PAGE),
    status: choice('status', ACCOUNT_STATUSES, {
      fallback: 'pending',
      message: 'Statusam jābūt „pending” (gaida apstiprinājumu) vai „all” (visi).',
    }),
  },
  API_ERRORS.badRequest,
);

const Id = v.pipe(v.number(), v.integer());

/** An account as the administrators see it: who, from where, and why they registered. */
export const AdminUser = v.object({
  id: Id,
  name: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  school: v.nullable(v.object({ id: Id, title: v.string() })),
  description: v.nullable(v.string()),
  /** the justification: why the teacher has no school-platform account */
  note: v.nullable(v.string()),
  verified: v.boolean(),
  enabled: v.boolean(),
  created_at: v.string(),
});

function adminUserJson(user: UserRow, schoolTitle: string | null): v.InferOutput<typeof AdminUser> {
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
    created_at: user.createdAt.toISOString(),
  };
}

const bearer = [{ bearer: [] }];

export function registerAccountAdminRoutes(app: FastifyInstance, { db, config }: AppDeps): void {
  app.get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Accounts awaiting approval (status=pending, the default) or all accounts, oldest first',
        security: bearer,
        querystring: jsonSchema(AdminUserListQuery),
        response: responses(paged(AdminUser), {
          401: ErrorBody,
          403: ErrorBody,
          422: ValidationErrorBody,
        }),
      },
    },
    async (request) => {
      requireAdmin(request, NOT_AN_ADMIN);
      const query = parseInput(AdminUserListQuery, request.query);
      const { rows, total } = await accountPage(
        db,
        query.status,
        ADMIN_USERS_PER_PAGE,
        offsetOf(query.page, ADMIN_USERS_PER_PAGE),
      );
      return pagedList(
        rows.map((row) => adminUserJson(row.user, row.schoolTitle)),
        query.page,
        ADMIN_USERS_PER_PAGE,
        total,
      );
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/admin/users/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve an account (the teacher is mailed the first time)',
        security: bearer,
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } },
        response: responses(single(RegistrationResult), { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }),
      },
    },
    async (request) => {
      requireAdmin(request, NOT_AN_ADMIN);
      const approval = await approveAccount(db, config.publicUrl, parseId(request.params.id));
      if (!approval) throw notFound();
      const { user } = approval;
      return { data: { id: user.id, verified: user.emailVerifiedAt !== null, enabled: true } };
    },
  );
}
