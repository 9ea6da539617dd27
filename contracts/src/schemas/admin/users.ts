/**
 * The administrators' side of the accounts (issue 19, 'Lietotāji'): the list's query, an account as
 * an administrator sees it, and the bodies of the actions that take a reason. The same schemas check
 * the dialogs in the browser and the requests on the server.
 */
import * as v from 'valibot';
import { FIRST_PAGE } from '@portal/contracts/constants';
import { API_ERRORS } from '@portal/contracts/messages';
import { choice, integerWithDefault, text } from '@portal/contracts/schemas/forms';

/** The tabs of 'Lietotāji' (and `all`, everyone). */
export const ADMIN_USER_STATUSES = ['pending', 'active', 'disabled', 'admin', 'all'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

/** What an administrator may do to an account: POST /api/admin/users/{id}/{action}. */
export const ADMIN_USER_ACTIONS = ['approve', 'refuse', 'disable', 'enable', 'admin', 'unadmin', 'reset'] as const;
export type AdminUserAction = (typeof ADMIN_USER_ACTIONS)[number];

/** A refusal's or a disabling's reason: at most this many characters. */
export const ADMIN_REASON_MAX = 1000;

export const ADMIN_USERS_PER_PAGE = 20;

export const AdminUserListQuery = v.object(
  {
    page: integerWithDefault('page', FIRST_PAGE),
    status: choice('status', ADMIN_USER_STATUSES, {
      fallback: 'pending',
      message:
        'Statusam jābūt „pending” (gaida apstiprinājumu), „active” (aktīvi), „disabled” (atslēgti), „admin” (administratori) vai „all” (visi).',
    }),
    /** name or e-mail address, case and diacritics ignored */
    q: text('q', { max: 255 }),
  },
  API_ERRORS.badRequest,
);
export type AdminUserListQuery = v.InferOutput<typeof AdminUserListQuery>;

const chars = (value: string) => [...value].length;

/** A reason typed by an administrator: trimmed, at most ADMIN_REASON_MAX characters, required or not. */
function reason(required: boolean, requiredMessage: string) {
  return v.config(
    v.pipe(
      v.optional(v.nullable(v.string('Iemeslam jābūt tekstam.')), null),
      v.transform((value): string => (value ?? '').trim()),
      v.check((value) => !required || value.length > 0, requiredMessage),
      v.check(
        (value) => chars(value) <= ADMIN_REASON_MAX,
        `Iemeslam atļautas ne vairāk kā ${ADMIN_REASON_MAX} rakstzīmes.`,
      ),
    ),
    { abortPipeEarly: true },
  );
}

/** POST /api/admin/users/{id}/refuse: the reason is mailed to the person. */
export const RefuseAccountForm = v.object(
  { reason: reason(true, 'Obligāti jānorāda atteikuma iemesls: tas tiks nosūtīts personai e-pastā.') },
  API_ERRORS.badRequest,
);
export type RefuseAccountForm = v.InferOutput<typeof RefuseAccountForm>;

/** POST /api/admin/users/{id}/disable: the reason is optional and stays with the administrators. */
export const DisableAccountForm = v.object({ reason: reason(false, '') }, API_ERRORS.badRequest);
export type DisableAccountForm = v.InferOutput<typeof DisableAccountForm>;

const Id = v.pipe(v.number(), v.integer());

/** An account as the administrators see it: who, from where, why they registered, and its state. */
export const AdminUser = v.object({
  id: Id,
  name: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  school: v.nullable(v.object({ id: Id, title: v.string() })),
  description: v.nullable(v.string()),
  /** the justification: why the teacher has no school-platform account */
  note: v.nullable(v.string()),
  /** the e-mail address is confirmed */
  verified: v.boolean(),
  /** approved by an administrator */
  enabled: v.boolean(),
  disabled: v.boolean(),
  disabled_at: v.nullable(v.string()),
  disabled_reason: v.nullable(v.string()),
  is_admin: v.boolean(),
  /** the second factor (TOTP) is on */
  totp: v.boolean(),
  created_at: v.string(),
  approved_at: v.nullable(v.string()),
  /** What the asking administrator may do to this account now (never to oneself, never the last administrator). */
  actions: v.array(v.picklist(ADMIN_USER_ACTIONS)),
});
export type AdminUser = v.InferOutput<typeof AdminUser>;

/** A refused request: the account is gone, so only what it was. */
export const RefusedAccount = v.object({ id: Id, email: v.string(), refused: v.literal(true) });
export type RefusedAccount = v.InferOutput<typeof RefusedAccount>;

/** The confirmation of an action that takes no input (approve, enable, admin, unadmin, reset). */
export const ConfirmAccountActionForm = v.object({}, API_ERRORS.badRequest);
export type ConfirmAccountActionForm = v.InferOutput<typeof ConfirmAccountActionForm>;
