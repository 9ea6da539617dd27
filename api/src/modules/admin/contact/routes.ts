/**
 * GET /api/admin/contact-messages?status=new|answered&q=&page= and
 * POST /api/admin/contact-messages/{id}/answered `{ answered: true|false }` (issue 19, 'Saziņa'):
 * what visitors sent through the contact form (POST /api/contact keeps it as well as mailing it), and
 * its state. The answer itself is written from the administrator's own mail program (the screen's
 * mailto link): the portal does not send replies. One audit row per mark.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { adminContactEndpoints as calls } from '@portal/contracts/endpoints/admin/contact';
import { ADMIN_CONTACT_MESSAGES_PER_PAGE, type AdminContactMessage } from '@portal/contracts/schemas/admin/contact';
import { contactMessages } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { auditActor, recordAudit } from '../../audit/record';
import { loadPage } from '../../shared/pagination';
import { registerAdminEndpoint } from '../http';
import { contactMessageById, contactMessagePage, type ContactMessageRow } from './repo';

function messageJson({ message, answeredByName }: ContactMessageRow): AdminContactMessage {
  return {
    id: message.id,
    first_name: message.firstName,
    last_name: message.lastName,
    email: message.email,
    topic: message.topic,
    message: message.message,
    created_at: message.createdAt.toISOString(),
    answered_at: message.answeredAt?.toISOString() ?? null,
    answered_by:
      message.answeredBy !== null && answeredByName !== null ? { id: message.answeredBy, name: answeredByName } : null,
  };
}

export async function registerContactAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerAdminEndpoint(app, calls.list, {}, async ({ query }) =>
    loadPage(
      query.page,
      ADMIN_CONTACT_MESSAGES_PER_PAGE,
      (limit, offset) => contactMessagePage(db, query, limit, offset),
      messageJson,
    ),
  );

  registerAdminEndpoint(app, calls.markAnswered, {}, async ({ params: { id }, body: { answered } }, user) => {
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
      if (!current) throw notFound();
      const was = current.answeredAt !== null;
      // Marking an answered message answered again keeps who answered it first, and when.
      if (was !== answered) {
        await tx
          .update(contactMessages)
          .set(answered ? { answeredAt: new Date(), answeredBy: user.id } : { answeredAt: null, answeredBy: null })
          .where(eq(contactMessages.id, id));
      }
      await recordAudit(tx, {
        actor: auditActor(user),
        action: answered ? 'contact_message.answered' : 'contact_message.unanswered',
        itemType: 'contact_message',
        itemId: id,
        before: { answered: was },
        after: { answered },
      });
    });
    const row = await contactMessageById(db, id);
    if (!row) throw notFound();
    return { data: messageJson(row) };
  });
}
