/**
 * 'Žurnāls' (issue 19): GET /api/admin/audit?page=&q=&action=&item_type=&actor_id=, the audit log
 * newest first, 20 a page, with the actions and item types it holds for the filters. There is no
 * call that writes, changes or deletes a row: rows come only from the actions themselves
 * (modules/audit/record.ts), and the table's trigger refuses any UPDATE or DELETE.
 */
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { AUDIT_PER_PAGE, AuditListQuery, AuditPage, type AuditEntry } from '@portal/contracts/schemas/admin/audit';
import { ErrorBody, ValidationErrorBody } from '@portal/contracts/schemas/entities';
import { requireAdmin } from '../../../auth/plugin';
import type { AppDeps } from '../../../http/deps';
import { parseInput } from '../../../http/validation';
import { jsonSchema, responses } from '../../../web/schemas';
import { NOT_AN_ADMIN } from '../../accounts/texts';
import { offsetOf, paged } from '../../shared/pagination';
import { auditFacets, auditPage, type AuditRow } from './repo';

const fields = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function entryJson(row: AuditRow): v.InferOutput<typeof AuditEntry> {
  return {
    id: row.id,
    actor: { id: row.actorId, label: row.actorLabel },
    action: row.action,
    item_type: row.itemType,
    item_id: row.itemId,
    before: fields(row.before),
    after: fields(row.after),
    created_at: row.createdAt.toISOString(),
  };
}

export function registerAdminAuditRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The audit log, newest first, 20 a page: who, when, what, the item, its changed fields before and after; filtered by `action`, `item_type`, `actor_id` (exact) and `q` (who, what, the item or a value; case and diacritics ignored)',
        security: [{ bearer: [] }],
        querystring: jsonSchema(AuditListQuery),
        response: responses(AuditPage, { 401: ErrorBody, 403: ErrorBody, 422: ValidationErrorBody }),
      },
    },
    async (request) => {
      requireAdmin(request, NOT_AN_ADMIN);
      const query = parseInput(AuditListQuery, request.query);
      const { rows, total } = await auditPage(db, query, AUDIT_PER_PAGE, offsetOf(query.page, AUDIT_PER_PAGE));
      const facets = await auditFacets(db);
      return {
        ...paged(rows.map(entryJson), query.page, AUDIT_PER_PAGE, total),
        filters: { actions: facets.actions, item_types: facets.itemTypes },
      };
    },
  );
}
