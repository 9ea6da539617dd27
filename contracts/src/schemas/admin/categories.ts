/**
 * The administrators' category tree (issue 19, 'Kategorijas'): GET|POST /api/admin/categories,
 * POST|DELETE /api/admin/categories/{id}. `{id}` is a NODE of the tree (a place: class → theme →
 * type), as in the public tree; a category (title, description, icon) may show in several places
 * (the demo's types sit under every theme), so renaming, describing or giving an icon changes it in
 * every place, and the answer says where else it shows (`shared_node_ids`).
 */
import * as v from 'valibot';
import { LINKS_CATEGORY_TITLE } from '@portal/contracts/constants';
import { API_ERRORS } from '@portal/contracts/messages';
import { MAX_ID, text } from '@portal/contracts/schemas/forms';

export const CATEGORY_LIMITS = {
  title: 100,
  description: 1000,
  /** an uploaded icon, before it is re-encoded */
  iconBytes: 2 * 1024 * 1024,
} as const;

/** The tree's three levels (spec §3), by depth 1..3; a material sits on one node of each. */
export const CATEGORY_LEVELS = ['Klase', 'Tēma', 'Veids'] as const;

/** Latvian plural: 1, 21 → the first form; 0, 2–20, 11 → the second. */
function count(n: number, one: string, many: string): string {
  return `${n} ${n % 10 === 1 && n % 100 !== 11 ? one : many}`;
}

export const CATEGORY_MESSAGES = {
  parentMissing: 'Augstākā kategorija nav atrasta.',
  tooDeep: `Kategoriju kokā ir ${CATEGORY_LEVELS.length} līmeņi (klase, tēma, veids): tik dziļi kategoriju novietot nevar.`,
  ownSubtree: 'Kategoriju nevar pārvietot zem tās pašas vai tās apakškategorijas.',
  moveLevel:
    'Kategorijā ir materiāli, tāpēc to var pārvietot tikai tajā pašā līmenī (tēmu zem citas klases, veidu zem citas tēmas).',
  siblingTitle: 'Šajā vietā jau ir kategorija ar šādu nosaukumu.',
  categoryMissing: 'Izvēlētā kategorija nav atrasta.',
  iconMissing: 'Izvēlētā ikona nav atrasta.',
  iconTooLarge: 'Ikona nedrīkst būt lielāka par 2 MB.',
  iconInvalid: 'Ikonai jābūt JPEG, PNG, GIF vai WebP attēlam.',
  /** a change that carries no field to change */
  nothingToChange: 'Nav norādīts, ko mainīt: nosaukums, apraksts, ikona, vieta vai augstākā kategorija.',
  linksTitle: `Nosaukums „${LINKS_CATEGORY_TITLE}” nosaka, kuri materiāli ir saites: kategoriju ar materiāliem nevar pārdēvēt par to vai no tā.`,
  /** DELETE refused: what is in the node ('Kategorijā ir 3 apakškategorijas un 12 materiāli: …'). */
  notEmpty(children: number, materials: number): string {
    const parts = [
      children > 0 ? count(children, 'apakškategorija', 'apakškategorijas') : null,
      materials > 0 ? count(materials, 'materiāls', 'materiāli') : null,
    ].filter((part): part is string => part !== null);
    return `Kategorijā ir ${parts.join(' un ')}: dzēst var tikai tukšu kategoriju. Vispirms pārvieto vai dzēs apakškategorijas; materiālus var pārvietot to autori.`;
  },
} as const;

const Id = v.pipe(v.number(), v.integer());
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One node of the tree as the administrators see it; the list is flat, in tree order. */
export const AdminCategoryNode = v.object({
  /** the node (the place in the tree); what {id} of the calls names */
  id: Id,
  parent_id: v.nullable(Id),
  category_id: Id,
  /** 1-based place among its siblings */
  position: Count,
  /** 1 class, 2 theme, 3 type */
  level: v.pipe(v.number(), v.integer(), v.minValue(1)),
  title: v.string(),
  description: v.nullable(v.string()),
  icon_url: v.nullable(v.string()),
  /** the icon's file (uploaded or one of the portal's icons), null for none or an address */
  icon_file_id: v.nullable(Id),
  /** materials attached to this node (those of its sub-nodes included: a material sits on its whole path) */
  materials_count: Count,
  children_count: Count,
  /** other places of the tree that show the same category (its title, description and icon) */
  shared_node_ids: v.array(Id),
});
export type AdminCategoryNode = v.InferOutput<typeof AdminCategoryNode>;

/** An icon the portal already has (the seed's drawings, icons uploaded before) to pick for a category. */
export const AdminCategoryIcon = v.object({ id: Id, url: v.string(), name: v.string() });
export type AdminCategoryIcon = v.InferOutput<typeof AdminCategoryIcon>;

export const AdminCategoryTree = v.object({
  data: v.array(AdminCategoryNode),
  icons: v.array(AdminCategoryIcon),
});
export type AdminCategoryTree = v.InferOutput<typeof AdminCategoryTree>;

function toWhole(value: number | string | null): number | null {
  if (value === null) return null;
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** An optional whole number 1..MAX_ID with one Latvian message ('' and null read as null). */
function optionalWhole(message: string) {
  return v.config(
    v.pipe(
      v.optional(v.nullable(v.union([v.number(), v.string()], message)), null),
      v.transform(toWhole),
      v.check((value) => value === null || (Number.isInteger(value) && value >= 1 && value <= MAX_ID), message),
    ),
    { abortPipeEarly: true },
  );
}

const TRUE_WORDS = new Set(['1', 'true', 'on', 'yes']);
const FALSE_WORDS = new Set(['0', 'false', 'off', 'no', '']);

/** A yes/no field with its own Latvian message; missing and null read as false unless `required`. */
export function checkbox(message: string, { required = false }: { required?: boolean } = {}) {
  return v.config(
    v.pipe(
      v.optional(v.nullable(v.union([v.boolean(), v.number(), v.string()], message)), null),
      v.transform((value): boolean | undefined => {
        if (value === null) return required ? undefined : false;
        if (typeof value === 'boolean') return value;
        if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined;
        const word = value.trim().toLowerCase();
        if (required && word === '') return undefined;
        return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : undefined;
      }),
      v.check((value) => value !== undefined, message),
      v.transform((value): boolean => value ?? false),
    ),
    { abortPipeEarly: true },
  );
}

const FIELD = {
  parent: 'Augstākajai kategorijai norādīta nederīga vērtība.',
  category: 'Kategorijai norādīta nederīga vērtība.',
  icon: 'Ikonai norādīta nederīga vērtība.',
  position: 'Vietai jābūt veselam skaitlim, kas nav mazāks par 1.',
  removeIcon: 'Ikonas dzēšanai jābūt „jā” vai „nē”.',
} as const;

/** Titles are kept trimmed, with runs of spaces made one. */
const oneSpace = () => v.transform((value: string) => value.replace(/\s+/gu, ' '));
const title = () => v.pipe(text('title', { required: true, max: CATEGORY_LIMITS.title }), oneSpace());
const description = () => text('description', { max: CATEGORY_LIMITS.description });

/**
 * POST /api/admin/categories (JSON, or multipart with an uploaded `icon`): a new node under
 * `parent_id` (empty: the top level), showing a new category (`title`, `description`, an icon) or an
 * existing one (`category_id`: the same category in one more place; its title and icon stay).
 * `position` is the place among the new siblings (default: last).
 */
export const CategoryCreateForm = v.pipe(
  v.object(
    {
      parent_id: optionalWhole(FIELD.parent),
      category_id: optionalWhole(FIELD.category),
      title: v.pipe(text('title', { max: CATEGORY_LIMITS.title }), oneSpace()),
      description: description(),
      icon_file_id: optionalWhole(FIELD.icon),
      position: optionalWhole(FIELD.position),
    },
    API_ERRORS.badRequest,
  ),
  v.forward(
    v.partialCheck(
      [['category_id'], ['title']],
      (input) => input.category_id !== null || input.title !== '',
      'Obligāti jāaizpilda nosaukums.',
    ),
    ['title'],
  ),
);
export type CategoryCreateForm = v.InferOutput<typeof CategoryCreateForm>;

/**
 * POST /api/admin/categories/{id} (JSON, or multipart with a new `icon`): changes only what it
 * carries. `title`, `description`, `icon_file_id` (a portal icon) or `remove_icon` change the
 * category (in every place it shows); `parent_id` moves the node (null or '': to the top level) and
 * `position` puts it at that place among its siblings (1 first; past the end: last).
 */
export const CategoryUpdateForm = v.object(
  {
    title: v.optional(title()),
    description: v.optional(description()),
    icon_file_id: v.optional(optionalWhole(FIELD.icon)),
    remove_icon: v.optional(checkbox(FIELD.removeIcon)),
    parent_id: v.optional(optionalWhole(FIELD.parent)),
    position: v.optional(optionalWhole(FIELD.position)),
  },
  API_ERRORS.badRequest,
);
export type CategoryUpdateForm = v.InferOutput<typeof CategoryUpdateForm>;

/** The rename-and-describe dialog in the browser: both fields always there. */
export const CategoryTextForm = v.object({ title: title(), description: description() }, API_ERRORS.badRequest);
export type CategoryTextForm = v.InferOutput<typeof CategoryTextForm>;

/** 409 of DELETE /api/admin/categories/{id}: what is still in the node. */
export const CategoryNotEmptyBody = v.object({
  message: v.string(),
  children_count: Count,
  materials_count: Count,
});
export type CategoryNotEmptyBody = v.InferOutput<typeof CategoryNotEmptyBody>;

/** The move dialog in the browser: where to, 'top' for the top level or a node's id. */
export const CATEGORY_TOP_LEVEL = 'top';
export const CategoryMoveForm = v.object(
  { parent_id: text('category_parent_id', { required: true }) },
  API_ERRORS.badRequest,
);
export type CategoryMoveForm = v.InferOutput<typeof CategoryMoveForm>;

/** The add dialog's other way in the browser: an existing category in one more place. */
export const CategoryReuseForm = v.object(
  {
    parent_id: optionalWhole(FIELD.parent),
    category_id: v.pipe(
      optionalWhole(FIELD.category),
      v.check((value) => value !== null, 'Izvēlies kategoriju.'),
    ),
  },
  API_ERRORS.badRequest,
);
export type CategoryReuseForm = v.InferOutput<typeof CategoryReuseForm>;
