/** Other teachers (spec §7; sign-in required, spec §6: profiles are for signed-in users). */
import { ErrorBody, PublicUser, UserStatistics, paged, single } from '@portal/contracts/schemas/entities';
import { UserListQuery } from '@portal/contracts/schemas/forms';
import { endpoints, IdParams } from '@portal/contracts/endpoints/endpoint';
import { profileRoutes } from '@portal/contracts/endpoints/routes/profiles';

const tags = ['users'];

export const profileEndpoints = endpoints(profileRoutes, {
  list: {
    tags,
    summary: 'Teachers other than the caller, by last and first name; `s` searches names (case and diacritics ignored)',
    description: 'The recipient lookup of a new message; 20 per page.',
    signIn: 'required',
    query: UserListQuery,
    responses: { 200: paged(PublicUser) },
  },
  get: {
    tags,
    summary: 'Another teacher’s profile (no e-mail, no pseudonym)',
    signIn: 'required',
    params: IdParams,
    responses: { 200: single(PublicUser), 404: ErrorBody },
  },
  statistics: {
    tags,
    summary: 'Totals of likes, views and downloads of the teacher’s materials',
    description:
      'For another teacher only the materials signed with a name count, so the totals never tie a pseudonym to its person; a teacher asking about themself gets all their materials.',
    signIn: 'required',
    params: IdParams,
    responses: { 200: single(UserStatistics), 404: ErrorBody },
  },
});

export type ProfileEndpoints = typeof profileEndpoints;
