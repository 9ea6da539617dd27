/**
 * GET|POST /api/admin/schools, POST /api/admin/schools/{id} (issue 19, 'Skolas'): the list with
 * search (title contains `q`, letter case and diacritics ignored) and paging, adding and renaming.
 * Two schools never share a title whatever its letter case or spacing (a Latvian 422 on `title`);
 * writes take the list's lock, so two at once cannot both pass that check. Schools are not deleted
 * here: teachers' profiles name them. One audit row per write.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { ErrorBody, ValidationErrorBody, paged, single } from '@portal/contracts/schemas/entities';
import {
  ADMIN_SCHOOLS_PER_PAGE,
  AdminSchool,
  AdminSchoolListQuery,
  SCHOOL_MESSAGES,
  SchoolForm,
} from '@portal/contracts/schemas/admin/schools';
import { requireAdmin } from '../../../auth/plugin';
import { schools } from '../../../db/schema';
import type { AppDeps } from '../../../http/deps';
import { fieldError, notFound } from '../../../http/errors';
import { parseId, type IdRoute } from '../../../http/params';
import { parseInput } from '../../../http/validation';
import { createdResponses, idParams, jsonSchema, responses } from '../../../web/schemas';
import { auditActor, recordAudit } from '../../audit/record';
import { checkPutOverride } from '../../inbox/methodOverride';
import { loadPage } from '../../shared/pagination';
import { adminSchema } from '../http';
import { lockSchools, schoolPage, schoolWithCount, titleTaken } from './repo';

function schoolJson(row: { id: number; title: string; createdAt: Date; usersCount: number }): AdminSchool {
  return { id: row.id, title: row.title, users_count: row.usersCount, created_at: row.createdAt.toISOString() };
}

export function registerSchoolAdminRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get(
    '/api/admin/schools',
    {
      schema: adminSchema({
        summary: 'Schools by title, 20 a page, with how many teachers named each; `q` searches titles',
        querystring: jsonSchema(AdminSchoolListQuery),
        response: responses(paged(AdminSchool), { 422: ValidationErrorBody }),
      }),
    },
    async (request) => {
      requireAdmin(request);
      const query = parseInput(AdminSchoolListQuery, request.query);
      return loadPage(
        query.page,
        ADMIN_SCHOOLS_PER_PAGE,
        (limit, offset) => schoolPage(db, query.q, limit, offset),
        schoolJson,
      );
    },
  );

  app.post(
    '/api/admin/schools',
    {
      schema: adminSchema({
        summary: 'Add a school (201)',
        description:
          '`title` required, at most 255, not the title of another school (letter case and spacing ignored).',
        body: jsonSchema(SchoolForm),
        response: createdResponses(single(AdminSchool), { 422: ValidationErrorBody }),
      }),
    },
    async (request, reply) => {
      const user = requireAdmin(request);
      const form = parseInput(SchoolForm, request.body);
      const id = await db.transaction(async (tx) => {
        await lockSchools(tx);
        if (await titleTaken(tx, form.title, null)) throw fieldError('title', SCHOOL_MESSAGES.titleTaken);
        const [row] = await tx.insert(schools).values({ title: form.title }).returning({ id: schools.id });
        await recordAudit(tx, {
          actor: auditActor(user),
          action: 'school.create',
          itemType: 'school',
          itemId: row!.id,
          after: { title: form.title },
        });
        return row!.id;
      });
      return reply.code(201).send({ data: schoolJson((await schoolWithCount(db, id))!) });
    },
  );

  app.post<IdRoute>(
    '/api/admin/schools/:id',
    {
      schema: adminSchema({
        summary: 'Rename a school (_method=PUT accepted)',
        description: 'The same rules as adding; teachers who named the school see the new title.',
        params: idParams,
        body: jsonSchema(SchoolForm),
        response: responses(single(AdminSchool), { 404: ErrorBody, 405: ErrorBody, 422: ValidationErrorBody }),
      }),
    },
    async (request) => {
      const user = requireAdmin(request);
      const id = parseId(request.params.id);
      checkPutOverride(request.body);
      const form = parseInput(SchoolForm, request.body);
      await db.transaction(async (tx) => {
        await lockSchools(tx);
        const [current] = await tx.select().from(schools).where(eq(schools.id, id)).for('update');
        if (!current) throw notFound();
        if (await titleTaken(tx, form.title, id)) throw fieldError('title', SCHOOL_MESSAGES.titleTaken);
        if (current.title !== form.title) await tx.update(schools).set({ title: form.title }).where(eq(schools.id, id));
        await recordAudit(tx, {
          actor: auditActor(user),
          action: 'school.update',
          itemType: 'school',
          itemId: id,
          before: { title: current.title },
          after: { title: form.title },
        });
      });
      return { data: schoolJson((await schoolWithCount(db, id))!) };
    },
  );
}
