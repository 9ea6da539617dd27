/**
 * The rules of reports and moderation (issue 19).
 *
 * A signed-in teacher reports a material or a comment they can see and do not own, once while the
 * report is open (the partial unique index decides, also when two arrive at once). An administrator
 * hides an item with a reason, restores it, deletes it (with a reason), or dismisses its open
 * reports; hiding, restoring and deleting resolve the open reports with that decision, tell the
 * owner (an inbox notice and a mail, in the decision's transaction) and, like every administrator
 * action, leave exactly one audit row in the same transaction.
 */
import { ANONYMOUS_AUTHOR_LABEL } from '@portal/contracts/schemas/entities';
import type { ModerationAction, ModerationResult, ReportGroup } from '@portal/contracts/schemas/admin/reports';
import { MODERATION_MESSAGES } from '@portal/contracts/schemas/admin/reports';
import {
  REPORT_MESSAGES,
  type NoticeKind,
  type ReportForm,
  type ReportItemType,
  type ReportReceipt,
} from '@portal/contracts/schemas/reports';
import type { AuthUser } from '../../../auth/plugin';
import type { Database } from '../../../db/client';
import { forbidden, HttpError, notFound } from '../../../http/errors';
import { enqueueMail, wakeMailSenders } from '../../../mail/outbox';
import { auditActor, recordAudit } from '../../audit/record';
import { deleteMaterial, type MaterialDeps } from '../../materials/service';
import { hiddenMark, mayReach } from '../../shared/hidden';
import { offsetOf, paged, type Paged } from '../../shared/pagination';
import {
  countOpenReports,
  deleteCommentRow,
  insertNotice,
  insertReport,
  itemFacts,
  openReportsOfItems,
  ownerOf,
  queueComments,
  queueGroups,
  queueMaterials,
  resolveReports,
  setHidden,
  type ItemFacts,
  type QueueMaterialRow,
} from './repo';
import { moderationMail, noticeText } from './texts';

export const conflict = (message: string) => new HttpError(409, message);

/**
 * Whether the viewer can see the item at all: the material (and a comment's material) not hidden
 * from them, the comment not hidden from them, nor the comment it answers.
 */
function visibleTo(item: ItemFacts, viewer: AuthUser): boolean {
  if (!mayReach({ ownerId: item.materialOwnerId, hiddenAt: item.materialHiddenAt }, viewer)) return false;
  if (item.type === 'material') return true;
  if (!mayReach(item, viewer)) return false;
  return mayReach({ ownerId: item.parentAuthorId ?? 0, hiddenAt: item.parentHiddenAt }, viewer);
}

/** POST /api/{materials|comments}/{id}/report */
export async function reportItem(
  db: Database,
  reporter: AuthUser,
  type: ReportItemType,
  id: number,
  form: ReportForm,
): Promise<ReportReceipt> {
  const item = await itemFacts(db, type, id);
  if (!item || !visibleTo(item, reporter)) throw notFound();
  if (item.ownerId === reporter.id) {
    throw forbidden(type === 'material' ? REPORT_MESSAGES.ownMaterial : REPORT_MESSAGES.ownComment);
  }
  // What is hidden already (seen here only by an administrator) is past reporting.
  if (item.hiddenAt !== null || item.materialHiddenAt !== null || item.parentHiddenAt !== null) throw notFound();
  const row = await insertReport(db, {
    itemType: type,
    itemId: id,
    reporterId: reporter.id,
    reason: form.reason,
    message: form.message || null,
  });
  if (!row) {
    throw conflict(type === 'material' ? REPORT_MESSAGES.duplicateMaterial : REPORT_MESSAGES.duplicateComment);
  }
  return {
    id: row.id,
    item_type: row.itemType,
    item_id: row.itemId,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// The queue
// ---------------------------------------------------------------------------------------------

/** The author line as every signed-in teacher sees it: a pseudonym is never tied to its person. */
function signatureOf(material: QueueMaterialRow): string {
  if (material.signatureType === 'pseudonym') return material.ownerPseudonym?.trim() || ANONYMOUS_AUTHOR_LABEL;
  return `${material.ownerFirstName} ${material.ownerLastName}`.trim();
}

/** GET /api/admin/reports */
export async function reportQueue(db: Database, page: number, perPage: number): Promise<Paged<ReportGroup>> {
  const { rows: groups, total } = await queueGroups(db, perPage, offsetOf(page, perPage));
  const commentRows = await queueComments(
    db,
    groups.filter((g) => g.itemType === 'comment').map((g) => g.itemId),
  );
  const materialIds = groups.map((g) =>
    g.itemType === 'material' ? g.itemId : (commentRows.get(g.itemId)?.materialId ?? 0),
  );
  const materialRows = await queueMaterials(
    db,
    materialIds.filter((id) => id > 0),
  );
  const reportRows = await openReportsOfItems(db, groups);

  const data: ReportGroup[] = [];
  groups.forEach((group, i) => {
    const material = materialRows.get(materialIds[i]!);
    const comment = group.itemType === 'comment' ? commentRows.get(group.itemId) : undefined;
    // Deleting an item resolves its reports (migration 0010), so each group's item exists.
    if (!material || (group.itemType === 'comment' && !comment)) return;
    const item = comment ?? material;
    // The owner answering on a pseudonym-signed material speaks as the pseudonym (as in the comment list).
    const asPseudonym = comment && material.signatureType === 'pseudonym' && comment.userId === material.ownerId;
    data.push({
      item_type: group.itemType,
      item_id: group.itemId,
      count: group.count,
      latest_at: group.latestAt.toISOString(),
      hidden: hiddenMark(item, true),
      material: {
        id: material.id,
        title: material.title,
        signature: signatureOf(material),
        hidden: hiddenMark(material, true),
      },
      comment: comment
        ? {
            id: comment.id,
            message: comment.message,
            author: asPseudonym
              ? { id: null, name: signatureOf(material) }
              : { id: comment.userId, name: `${comment.authorFirstName} ${comment.authorLastName}`.trim() },
            created_at: comment.createdAt.toISOString(),
          }
        : null,
      reports: reportRows
        .filter((r) => r.itemType === group.itemType && r.itemId === group.itemId)
        .map((r) => ({
          id: r.id,
          reason: r.reason,
          message: r.message,
          reporter: { id: r.reporterId, name: `${r.reporterFirstName} ${r.reporterLastName}`.trim() },
          created_at: r.createdAt.toISOString(),
        })),
    });
  });
  return paged(data, page, perPage, total);
}

// ---------------------------------------------------------------------------------------------
// Decisions
// ---------------------------------------------------------------------------------------------

export interface ModerationDeps {
  db: Database;
  publicUrl: string;
  materials: MaterialDeps;
}

const RESOLUTIONS = { hide: 'hidden', restore: 'restored', dismiss: 'dismissed', delete: 'deleted' } as const;

/** The owner is told of a hide, a restore and a delete: an inbox notice and a mail. */
async function tellOwner(
  tx: Database,
  publicUrl: string,
  item: ItemFacts,
  kind: NoticeKind,
  reason: string | null,
): Promise<void> {
  const owner = await ownerOf(tx, item.ownerId);
  if (!owner) return;
  const deleted = kind.endsWith('.deleted');
  // A deleted material takes its notices with it (foreign key): the notice keeps its title in the text.
  const materialId = item.type === 'material' && deleted ? null : item.materialId;
  const subject = { kind, materialTitle: item.materialTitle, materialId, reason };
  await insertNotice(tx, {
    userId: owner.id,
    kind,
    materialId,
    commentId: item.type === 'comment' && !deleted ? item.id : null,
    text: noticeText(subject),
  });
  await enqueueMail(tx, moderationMail(publicUrl, owner, subject));
}

/** What the audit row says the item was. */
function auditedItem(item: ItemFacts): Record<string, unknown> {
  return item.type === 'material'
    ? { title: item.materialTitle, owner_id: item.ownerId, type: item.materialType }
    : { message: item.message, author_id: item.ownerId, material_id: item.materialId };
}

/**
 * POST /api/admin/reports/{material|comment}/{id}/{hide|restore|dismiss|delete}: the decision, its
 * reports resolved, the owner told, one audit row; all in one transaction (a deleted material's
 * file goes after it commits).
 */
export async function moderate(
  deps: ModerationDeps,
  admin: AuthUser,
  type: ReportItemType,
  id: number,
  action: ModerationAction,
  reason: string | null,
): Promise<ModerationResult> {
  const { db, publicUrl } = deps;
  const item = await itemFacts(db, type, id);
  if (!item) throw notFound();
  const actor = auditActor(admin);
  const resolution = RESOLUTIONS[action];
  const result = (values: Partial<ModerationResult>): ModerationResult => ({
    item_type: type,
    item_id: id,
    action,
    hidden: null,
    deleted: false,
    resolved: 0,
    ...values,
  });

  if (action === 'hide' || action === 'restore') {
    if (action === 'hide' && item.hiddenAt !== null) throw conflict(MODERATION_MESSAGES.alreadyHidden);
    if (action === 'restore' && item.hiddenAt === null) throw conflict(MODERATION_MESSAGES.notHidden);
    const done = await db.transaction(async (tx) => {
      const open = await countOpenReports(tx, type, id);
      const now = await setHidden(tx, type, id, action === 'hide' ? { reason: reason ?? '' } : null);
      if (!now) return null;
      const resolved = await resolveReports(tx, type, id, resolution, admin.id);
      await tellOwner(tx, publicUrl, item, `${type}.${action === 'hide' ? 'hidden' : 'restored'}`, reason);
      await recordAudit(tx, {
        actor,
        action: `${type}.${action}`,
        itemType: type,
        itemId: id,
        before: { hidden: item.hiddenAt !== null, hidden_reason: item.hiddenReason, open_reports: open },
        after: { hidden: now.hiddenAt !== null, hidden_reason: now.hiddenReason, open_reports: open - resolved },
      });
      return { now, resolved };
    });
    if (!done) throw conflict(action === 'hide' ? MODERATION_MESSAGES.alreadyHidden : MODERATION_MESSAGES.notHidden);
    wakeMailSenders();
    return result({ hidden: hiddenMark(done.now, true), resolved: done.resolved });
  }

  if (action === 'dismiss') {
    const resolved = await db.transaction(async (tx) => {
      const n = await resolveReports(tx, type, id, resolution, admin.id);
      if (n === 0) return 0;
      await recordAudit(tx, {
        actor,
        action: `${type}.dismiss_reports`,
        itemType: type,
        itemId: id,
        before: { open_reports: n },
        after: { open_reports: 0 },
      });
      return n;
    });
    if (resolved === 0) throw conflict(MODERATION_MESSAGES.noOpenReports);
    return result({ hidden: hiddenMark(item, true), resolved });
  }

  // delete
  let resolved = 0;
  const alongside = async (tx: Database) => {
    resolved = await resolveReports(tx, type, id, resolution, admin.id);
    await tellOwner(tx, publicUrl, item, `${type}.deleted`, reason);
    await recordAudit(tx, {
      actor,
      action: `${type}.delete`,
      itemType: type,
      itemId: id,
      before: { ...auditedItem(item), hidden: item.hiddenAt !== null, open_reports: resolved },
      after: { deleted: true, reason },
    });
  };
  if (type === 'material') {
    await deleteMaterial(
      deps.materials,
      {
        id: item.id,
        ownerId: item.ownerId,
        hiddenAt: item.hiddenAt,
        type: item.materialType,
        title: item.materialTitle,
        fileId: item.fileId,
        storageKey: item.storageKey,
        originalName: null,
        mimeType: null,
      },
      alongside,
    );
  } else {
    await db.transaction(async (tx) => {
      await alongside(tx);
      await deleteCommentRow(tx, id);
    });
  }
  wakeMailSenders();
  return result({ deleted: true, resolved });
}
