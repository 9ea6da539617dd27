/**
 * The administrators' side of moderation (issue 19, 'Ziņojumi'): the queue of open reports grouped
 * per item (GET /api/admin/reports) and the decisions on an item
 * (POST /api/admin/reports/{material|comment}/{id}/hide|restore|dismiss|delete).
 */
import * as v from 'valibot';
import { FIRST_PAGE } from '@portal/contracts/constants';
import { API_ERRORS } from '@portal/contracts/messages';
import { HiddenMark } from '@portal/contracts/schemas/entities';
import { integerWithDefault } from '@portal/contracts/schemas/forms';
import { limitedText, REPORT_ITEM_TYPES, REPORT_REASONS, REPORTS } from '@portal/contracts/schemas/reports';

export const MODERATION_ACTIONS = ['hide', 'restore', 'dismiss', 'delete'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** The actions whose reason the owner is told (by mail and in the inbox); restore and dismiss need none. */
export const ACTIONS_WITH_REASON: readonly ModerationAction[] = ['hide', 'delete'];

export const MODERATION_MESSAGES = {
  reasonRequired: 'Obligāti jānorāda iemesls: to redzēs autors.',
  reasonText: 'Iemeslam jābūt tekstam.',
  reasonMax: `Iemeslam atļautas ne vairāk kā ${REPORTS.hideReasonMax} rakstzīmes.`,
  alreadyHidden: 'Tas jau ir paslēpts.',
  notHidden: 'Tas nav paslēpts.',
  noOpenReports: 'Par to nav neizskatītu ziņojumu.',
} as const;

/** Hiding or deleting: the reason, shown to the owner. */
export const ModerationReasonForm = v.object(
  {
    reason: limitedText(REPORTS.hideReasonMax, {
      type: MODERATION_MESSAGES.reasonText,
      max: MODERATION_MESSAGES.reasonMax,
      required: MODERATION_MESSAGES.reasonRequired,
    }),
  },
  API_ERRORS.badRequest,
);
export type ModerationReasonForm = v.InferOutput<typeof ModerationReasonForm>;

export const ReportQueueQuery = v.object({ page: integerWithDefault('page', FIRST_PAGE) }, API_ERRORS.badRequest);

const Id = v.pipe(v.number(), v.integer());
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One teacher's report in the queue. */
export const QueuedReport = v.object({
  id: Id,
  reason: v.picklist(REPORT_REASONS),
  message: v.nullable(v.string()),
  reporter: v.object({ id: Id, name: v.string() }),
  created_at: v.string(),
});
export type QueuedReport = v.InferOutput<typeof QueuedReport>;

/**
 * The open reports of one item, newest first. `material` is the material itself or the comment's
 * material, signed as everyone sees it (a pseudonym is never tied to its person, not even here);
 * `comment` is the reported comment.
 */
export const ReportGroup = v.object({
  item_type: v.picklist(REPORT_ITEM_TYPES),
  item_id: Id,
  count: Count,
  latest_at: v.string(),
  hidden: v.nullable(HiddenMark),
  material: v.object({ id: Id, title: v.string(), signature: v.string(), hidden: v.nullable(HiddenMark) }),
  comment: v.nullable(
    v.object({
      id: Id,
      message: v.string(),
      author: v.object({ id: v.nullable(Id), name: v.string() }),
      created_at: v.string(),
    }),
  ),
  reports: v.array(QueuedReport),
});
export type ReportGroup = v.InferOutput<typeof ReportGroup>;

/** What a decision did. */
export const ModerationResult = v.object({
  item_type: v.picklist(REPORT_ITEM_TYPES),
  item_id: Id,
  action: v.picklist(MODERATION_ACTIONS),
  /** the item's state now (null when visible or deleted) */
  hidden: v.nullable(HiddenMark),
  deleted: v.boolean(),
  /** open reports the decision resolved */
  resolved: Count,
});
export type ModerationResult = v.InferOutput<typeof ModerationResult>;
