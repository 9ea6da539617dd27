/**
 * 'Žurnāls' (issue 19): GET /api/admin/audit?page=&q=&action=&item_type=&actor_id=, the audit log
 * newest first, 20 a page, with the actions and item types it holds for the filters. There is no
 * call that writes, changes or deletes a row: rows come only from the actions themselves
 * (modules/audit/record.ts), and the table's trigger refuses any UPDATE or DELETE.
 */
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { adminAuditEndpoints as calls } from '@portal/contracts/endpoints/admin/audit';
import { AUDIT_PER_PAGE, type AuditEntry } from '@portal/contracts/schemas/admin/audit';
import { loadPage } from '../../shared/pagination';
import { registerAdminEndpoint } from '../http';
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

export async function registerAdminAuditRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerAdminEndpoint(app, calls.list, {}, async ({ query }) => {
    const page = await loadPage(
      query.page,
      AUDIT_PER_PAGE,
      (limit, offset) => auditPage(db, query, limit, offset),
      entryJson,
    );
    const facets = await auditFacets(db);
    return { ...page, filters: { actions: facets.actions, item_types: facets.itemTypes } };
  });
}
