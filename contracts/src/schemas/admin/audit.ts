/**
 * The audit log (issue 19, 'Žurnāls'): who did what to which item, when, and the item's changed
 * fields before and after. Only ever read through the API; rows are written by the actions.
 */
import * as v from 'valibot';
import { FIRST_PAGE } from '@portal/contracts/constants';
import { API_ERRORS } from '@portal/contracts/messages';
import { MAX_ID, integerWithDefault, text } from '@portal/contracts/schemas/forms';

export const AUDIT_PER_PAGE = 20;

/** A filter's exact value (the contracts' field names have no Latvian name for these keys). */
function filterValue(what: string) {
  return v.config(
    v.pipe(
      v.optional(v.nullable(v.string(`${what} jābūt tekstam.`)), null),
      v.transform((value): string => (value ?? '').trim()),
      v.check((value) => value.length <= 100, `${what} atļautas ne vairāk kā 100 rakstzīmes.`),
    ),
    { abortPipeEarly: true },
  );
}

const ACTOR_MESSAGE = 'Administratoram jābūt norādītam ar identifikatoru (veselu skaitli, lielāku par 0).';

/** An optional account id; empty reads as null. */
const actorId = v.config(
  v.pipe(
    v.optional(v.nullable(v.union([v.number(), v.string()], ACTOR_MESSAGE)), null),
    v.transform((value): number | null => {
      if (value === null || value === '') return null;
      if (typeof value === 'number') return value;
      return /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
    }),
    v.check((value) => value === null || (Number.isInteger(value) && value >= 1 && value <= MAX_ID), ACTOR_MESSAGE),
  ),
  { abortPipeEarly: true },
);

export const AuditListQuery = v.object(
  {
    page: integerWithDefault('page', FIRST_PAGE),
    /** the actor's name or address, the action, the item's id or a value before or after; case and diacritics ignored */
    q: text('q', { max: 255 }),
    /** exactly this action, e.g. 'user.disable' */
    action: filterValue('Darbībai'),
    /** exactly this item type, e.g. 'user' */
    item_type: filterValue('Ieraksta veidam'),
    /** only this administrator's actions */
    actor_id: actorId,
  },
  API_ERRORS.badRequest,
);
export type AuditListQuery = v.InferOutput<typeof AuditListQuery>;

const Id = v.pipe(v.number(), v.integer());
const Fields = v.nullable(v.record(v.string(), v.unknown()));

export const AuditEntry = v.object({
  id: Id,
  /** `id` is null for the command line, and for an account deleted since (the label stays). */
  actor: v.object({ id: v.nullable(Id), label: v.string() }),
  action: v.string(),
  item_type: v.string(),
  item_id: v.nullable(v.string()),
  before: Fields,
  after: Fields,
  created_at: v.string(),
});
export type AuditEntry = v.InferOutput<typeof AuditEntry>;

const PagedMeta = v.object({
  current_page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  last_page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  per_page: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/** A page of the log, and what the filters can offer: the actions and item types the log holds. */
export const AuditPage = v.object({
  data: v.array(AuditEntry),
  meta: PagedMeta,
  filters: v.object({ actions: v.array(v.string()), item_types: v.array(v.string()) }),
});
export type AuditPage = v.InferOutput<typeof AuditPage>;
