/**
 * 'Skolas' (issue 19): the list with search and paging, adding and renaming. Two schools never share
 * a title whatever its letter case or spacing (a Latvian 422 on `title`). Schools are not deleted
 * here: teachers' profiles name them.
 */
import { AdminSchool, AdminSchoolListQuery, SchoolForm } from '@portal/contracts/schemas/admin/schools';
import { ErrorBody, paged, single } from '@portal/contracts/schemas/entities';
import { endpoints, IdParams } from '@portal/contracts/endpoints/endpoint';
import { ADMIN, NOT_ADMIN } from '@portal/contracts/endpoints/admin/common';
import { adminSchoolRoutes } from '@portal/contracts/endpoints/routes/admin/schools';

export const adminSchoolEndpoints = endpoints(adminSchoolRoutes, {
  list: {
    ...ADMIN,
    summary: 'Schools by title, 20 a page, with how many teachers named each; `q` searches titles',
    query: AdminSchoolListQuery,
    responses: { 200: paged(AdminSchool), ...NOT_ADMIN },
  },
  create: {
    ...ADMIN,
    summary: 'Add a school (201)',
    description: '`title` required, at most 255, not the title of another school (letter case and spacing ignored).',
    body: SchoolForm,
    responses: { 201: single(AdminSchool), ...NOT_ADMIN },
  },
  rename: {
    ...ADMIN,
    summary: 'Rename a school (_method=PUT accepted)',
    description: 'The same rules as adding; teachers who named the school see the new title.',
    params: IdParams,
    body: SchoolForm,
    responses: { 200: single(AdminSchool), ...NOT_ADMIN, 404: ErrorBody, 405: ErrorBody },
  },
});

export type AdminSchoolEndpoints = typeof adminSchoolEndpoints;
