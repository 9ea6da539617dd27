/**
 * GET|POST /api/admin/schools, POST /api/admin/schools/{id} (issue 19, 'Skolas'): the list with
 * search (title contains `q`, letter case and diacritics ignored) and paging, adding and renaming.
 * Two schools never share a title whatever its letter case or spacing (a Latvian 422 on `title`);
 * writes take the list's lock, so two at once cannot both pass that check. Schools are not deleted
 * here: teachers' profiles name them. One audit row per write.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { adminSchoolEndpoints as calls } from '@portal/contracts/endpoints/admin/schools';
import { ADMIN_SCHOOLS_PER_PAGE, SCHOOL_MESSAGES, type AdminSchool } from '@portal/contracts/schemas/admin/schools';
import { schools } from '../../../db/schema';
import { fieldError, notFound } from '../../../http/errors';
import { auditActor, recordAudit } from '../../audit/record';
import { loadPage } from '../../shared/pagination';
import { registerAdminEndpoint } from '../http';
import { lockSchools, schoolPage, schoolWithCount, titleTaken } from './repo';

function schoolJson(row: { id: number; title: string; createdAt: Date; usersCount: number }): AdminSchool {
  return { id: row.id, title: row.title, users_count: row.usersCount, created_at: row.createdAt.toISOString() };
}

export async function registerSchoolAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerAdminEndpoint(app, calls.list, {}, async ({ query }) =>
    loadPage(query.page, ADMIN_SCHOOLS_PER_PAGE, (limit, offset) => schoolPage(db, query.q, limit, offset), schoolJson),
  );

  registerAdminEndpoint(app, calls.create, {}, async ({ body: form }, user, _request, reply) => {
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
  });

  registerAdminEndpoint(app, calls.rename, { putOverride: true }, async ({ params: { id }, body: form }, user) => {
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
  });
}
