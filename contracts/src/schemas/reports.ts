/**
 * Reports and moderation notices as teachers meet them (issue 19): 'Ziņot par pārkāpumu' on a
 * material or a comment (POST /api/materials/{id}/report, POST /api/comments/{id}/report), and the
 * notices an administrator's decision leaves in the owner's inbox (GET /api/user/notices). The
 * administrators' side (the queue, hiding) is in schemas/admin/reports.ts.
 */
import * as v from 'valibot';
import { API_ERRORS } from '@portal/contracts/messages';

export const REPORT_REASONS = ['copyright', 'inappropriate', 'spam', 'wrong_category', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The reasons as the report dialog and the administrators' queue name them. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  copyright: 'Autortiesību pārkāpums',
  inappropriate: 'Nepiemērots saturs',
  spam: 'Surogātpasts (spams)',
  wrong_category: 'Nepareiza kategorija',
  other: 'Cits',
};

export const REPORT_ITEM_TYPES = ['material', 'comment'] as const;
export type ReportItemType = (typeof REPORT_ITEM_TYPES)[number];

/**
 * Limits of reporting (docs/decisions.md 'Reports and moderation'): the explanation and an
 * administrator's reason are as long as a material's description; a teacher sends at most 10 reports
 * an hour (the comment limit's idea: enough for someone who finds several bad items, too few to
 * flood the queue); the queue and the notices are paged.
 */
export const REPORTS = {
  messageMax: 1000,
  hideReasonMax: 1000,
  limit: { max: 10, timeWindowMs: 60 * 60 * 1000 },
  queuePerPage: 20,
  noticesPerPage: 20,
} as const;

export const REPORT_MESSAGES = {
  reasonRequired: 'Izvēlies, kāpēc ziņo.',
  reasonInvalid: 'Izvēlies kādu no piedāvātajiem iemesliem.',
  messageText: 'Paskaidrojumam jābūt tekstam.',
  messageMax: `Paskaidrojumā atļautas ne vairāk kā ${REPORTS.messageMax} rakstzīmes.`,
  /** 'Cits' says nothing by itself: the administrator needs to read what is wrong. */
  messageRequired: 'Ja izvēlies „Cits”, lūdzu, paskaidro, kas nav kārtībā.',
  ownMaterial: 'Par savu materiālu ziņot nevar.',
  ownComment: 'Par savu komentāru ziņot nevar.',
  duplicateMaterial: 'Tu jau esi ziņojis par šo materiālu. Administrators to izskatīs.',
  duplicateComment: 'Tu jau esi ziņojis par šo komentāru. Administrators to izskatīs.',
  limit: 'Pārāk daudz ziņojumu īsā laikā. Mēģini vēlreiz vēlāk.',
  /** A material an administrator hid takes no new comments (its owner still sees it). */
  hiddenNoComments: 'Šis materiāls ir paslēpts, tāpēc to nevar komentēt.',
  /** The toast after a report was sent. */
  sent: 'Paldies! Ziņojums nosūtīts administratoriem.',
} as const;

const config = <TSchema extends v.GenericSchema>(schema: TSchema) => v.config(schema, { abortPipeEarly: true });

/** A free text of at most `max` characters (as people count them); missing and null read as ''. */
export function limitedText(max: number, messages: { type: string; max: string; required?: string }) {
  return config(
    v.pipe(
      v.optional(v.nullable(v.string(messages.type)), null),
      v.transform((value): string => (value ?? '').trim()),
      v.check((value) => messages.required === undefined || value.length > 0, messages.required ?? ''),
      v.check((value) => [...value].length <= max, messages.max),
    ),
  );
}

const reason = config(
  v.pipe(
    v.optional(v.nullable(v.string(REPORT_MESSAGES.reasonInvalid)), null),
    v.transform((value): string => (value ?? '').trim()),
    v.check((value) => value.length > 0, REPORT_MESSAGES.reasonRequired),
    v.check((value) => (REPORT_REASONS as readonly string[]).includes(value), REPORT_MESSAGES.reasonInvalid),
    v.transform((value) => value as ReportReason),
  ),
);

/** 'Ziņot par pārkāpumu': a reason, and an explanation (required for 'Cits'). */
export const ReportForm = v.pipe(
  v.object(
    {
      reason,
      message: limitedText(REPORTS.messageMax, { type: REPORT_MESSAGES.messageText, max: REPORT_MESSAGES.messageMax }),
    },
    API_ERRORS.badRequest,
  ),
  v.forward(
    v.partialCheck(
      [['reason'], ['message']],
      (input) => input.reason !== 'other' || input.message.length > 0,
      REPORT_MESSAGES.messageRequired,
    ),
    ['message'],
  ),
);
export type ReportForm = v.InferOutput<typeof ReportForm>;
/** What the dialog holds before validation. */
export type ReportFormInput = v.InferInput<typeof ReportForm>;

const Id = v.pipe(v.number(), v.integer());

/** The answer to a report (201). */
export const ReportReceipt = v.object({
  id: Id,
  item_type: v.picklist(REPORT_ITEM_TYPES),
  item_id: Id,
  reason: v.picklist(REPORT_REASONS),
  created_at: v.string(),
});
export type ReportReceipt = v.InferOutput<typeof ReportReceipt>;

export const NOTICE_KINDS = [
  'material.hidden',
  'material.restored',
  'material.deleted',
  'comment.hidden',
  'comment.restored',
  'comment.deleted',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** A moderation notice in the owner's inbox ('Paziņojumi'). */
export const Notice = v.object({
  id: Id,
  kind: v.picklist(NOTICE_KINDS),
  /** the Latvian text as written when the decision was made (title and reason included) */
  text: v.string(),
  /** the material it is about (for a comment, the comment's material); null once deleted */
  material: v.nullable(v.object({ id: Id, title: v.string() })),
  comment_id: v.nullable(Id),
  created_at: v.string(),
  seen: v.boolean(),
});
export type Notice = v.InferOutput<typeof Notice>;
