/**
 * What visitors sent through the contact form, as the administrators read it (issue 19, 'Saziņa'):
 * GET /api/admin/contact-messages?status=new|answered&q=&page= and
 * POST /api/admin/contact-messages/{id}/answered `{ answered: true|false }`.
 */
import * as v from 'valibot';
import { FIRST_PAGE, LIMITS } from '@portal/contracts/constants';
import { API_ERRORS } from '@portal/contracts/messages';
import { checkbox } from '@portal/contracts/schemas/admin/categories';
import { PagedMeta } from '@portal/contracts/schemas/entities';
import { choice, integerWithDefault, text } from '@portal/contracts/schemas/forms';

export const ADMIN_CONTACT_MESSAGES_PER_PAGE = 20;

export const CONTACT_MESSAGE_STATUSES = ['new', 'answered'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

const Id = v.pipe(v.number(), v.integer());
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const AdminContactMessage = v.object({
  id: Id,
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  topic: v.string(),
  message: v.nullable(v.string()),
  created_at: v.string(),
  answered_at: v.nullable(v.string()),
  /** the administrator who marked it answered (null when nobody has, or the account is gone) */
  answered_by: v.nullable(v.object({ id: Id, name: v.string() })),
});
export type AdminContactMessage = v.InferOutput<typeof AdminContactMessage>;

/** How many messages each tab holds, for its label. */
export const ContactMessageCounts = v.object({ new: Count, answered: Count });
export type ContactMessageCounts = v.InferOutput<typeof ContactMessageCounts>;

/** A page of one tab, and how many messages each tab holds (with `q` applied). */
export const ContactMessagePage = v.object({
  data: v.array(AdminContactMessage),
  meta: PagedMeta,
  counts: ContactMessageCounts,
});
export type ContactMessagePage = v.InferOutput<typeof ContactMessagePage>;

/** new: not yet answered, oldest waiting last (newest first); answered: most recently answered first. */
export const AdminContactMessageQuery = v.object(
  {
    page: integerWithDefault('page', FIRST_PAGE),
    status: choice('status', CONTACT_MESSAGE_STATUSES, {
      fallback: 'new',
      message: 'Nezināms statuss: izvēlies jaunās vai atbildētās ziņas.',
    }),
    q: text('q', { max: LIMITS.name }),
  },
  API_ERRORS.badRequest,
);
export type AdminContactMessageQuery = v.InferOutput<typeof AdminContactMessageQuery>;

export const ContactAnsweredForm = v.object(
  { answered: checkbox('Norādi, vai ziņa ir atbildēta (jā vai nē).', { required: true }) },
  API_ERRORS.badRequest,
);
export type ContactAnsweredForm = v.InferOutput<typeof ContactAnsweredForm>;
