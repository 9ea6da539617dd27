/**
 * The mail outbox as the administrators see it (issue 19, 'Pasts'): GET /api/admin/mail?status=
 * failed|pending|sent&page= and POST /api/admin/mail/retry (`{ id }` for one failed mail, no body
 * for every failed one). Mail bodies are never shown: password-reset and verification mails carry
 * one-time links that would let whoever reads them into someone else's account.
 */
import * as v from 'valibot';
import { FIRST_PAGE } from '@portal/contracts/constants';
import { API_ERRORS } from '@portal/contracts/messages';
import { PagedMeta } from '@portal/contracts/schemas/entities';
import { MAX_ID, choice, integerWithDefault } from '@portal/contracts/schemas/forms';

export const ADMIN_MAIL_PER_PAGE = 20;

export const MAIL_STATUSES = ['failed', 'pending', 'sent'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

const Id = v.pipe(v.number(), v.integer());
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const AdminMail = v.object({
  id: Id,
  recipient: v.string(),
  subject: v.string(),
  status: v.picklist(MAIL_STATUSES),
  /** sending attempts so far (a retried mail counts again from 0) */
  attempts: Count,
  last_error: v.nullable(v.string()),
  created_at: v.string(),
  /** when a pending mail is tried next; null once sent or given up */
  next_attempt_at: v.nullable(v.string()),
  sent_at: v.nullable(v.string()),
  failed_at: v.nullable(v.string()),
});
export type AdminMail = v.InferOutput<typeof AdminMail>;

export const MailCounts = v.object({ failed: Count, pending: Count, sent: Count });
export type MailCounts = v.InferOutput<typeof MailCounts>;

/** A page of one state's mail, and how many mails each state holds. */
export const MailPage = v.object({ data: v.array(AdminMail), meta: PagedMeta, counts: MailCounts });
export type MailPage = v.InferOutput<typeof MailPage>;

export const AdminMailQuery = v.object(
  {
    page: integerWithDefault('page', FIRST_PAGE),
    status: choice('status', MAIL_STATUSES, {
      fallback: 'failed',
      message: 'Nezināms statuss: izvēlies neizdevušās, gaidošās vai nosūtītās vēstules.',
    }),
  },
  API_ERRORS.badRequest,
);
export type AdminMailQuery = v.InferOutput<typeof AdminMailQuery>;

const ID_MESSAGE = 'Vēstulei norādīta nederīga vērtība.';

/** `id`: one failed mail; empty: every failed mail. */
export const MailRetryForm = v.object(
  {
    id: v.config(
      v.pipe(
        v.optional(v.nullable(v.union([v.number(), v.string()], ID_MESSAGE)), null),
        v.transform((value): number | null => {
          if (value === null) return null;
          if (typeof value === 'number') return value;
          const trimmed = value.trim();
          if (trimmed === '') return null;
          return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
        }),
        v.check((value) => value === null || (Number.isInteger(value) && value >= 1 && value <= MAX_ID), ID_MESSAGE),
      ),
      { abortPipeEarly: true },
    ),
  },
  API_ERRORS.badRequest,
);
export type MailRetryForm = v.InferOutput<typeof MailRetryForm>;

export const MailRetryResult = v.object({ data: v.object({ retried: v.array(Id) }) });
export type MailRetryResult = v.InferOutput<typeof MailRetryResult>;

export const MAIL_MESSAGES = {
  notFailed: 'Šī vēstule nav starp neizdevušajām: to vairs nevar sūtīt vēlreiz.',
} as const;
