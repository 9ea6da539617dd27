/**
 * The administrators' school list (issue 19, 'Skolas'): GET|POST /api/admin/schools,
 * POST /api/admin/schools/{id} (rename). A title is kept trimmed with single spaces, and two schools
 * may not have the same title whatever its letter case.
 */
import * as v from 'valibot';
import { FIRST_PAGE, LIMITS } from '@portal/contracts/constants';
import { API_ERRORS } from '@portal/contracts/messages';
import { integerWithDefault, text } from '@portal/contracts/schemas/forms';

export const ADMIN_SCHOOLS_PER_PAGE = 20;

export const SCHOOL_MESSAGES = {
  titleTaken: 'Skola ar šādu nosaukumu jau ir sarakstā.',
} as const;

const Id = v.pipe(v.number(), v.integer());
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const AdminSchool = v.object({
  id: Id,
  title: v.string(),
  /** teachers who named this school in their profile */
  users_count: Count,
  created_at: v.string(),
});
export type AdminSchool = v.InferOutput<typeof AdminSchool>;

/** GET /api/admin/schools?q=&page=: `q` finds titles containing it (letter case and diacritics ignored). */
export const AdminSchoolListQuery = v.object(
  {
    page: integerWithDefault('page', FIRST_PAGE),
    q: text('q', { max: LIMITS.name }),
  },
  API_ERRORS.badRequest,
);
export type AdminSchoolListQuery = v.InferOutput<typeof AdminSchoolListQuery>;

/** A new school or a new title: trimmed, runs of spaces made one. */
export const SchoolForm = v.object(
  {
    title: v.pipe(
      text('title', { required: true, max: LIMITS.name }),
      v.transform((value) => value.replace(/\s+/gu, ' ')),
    ),
  },
  API_ERRORS.badRequest,
);
export type SchoolForm = v.InferOutput<typeof SchoolForm>;
