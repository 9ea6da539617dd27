/**
 * The signed-in user (spec §7): their profile and its edit (POST with `_method=PUT`, or PUT; JSON or
 * multipart with a new avatar), the newsletter answer, their bookmarks, the comments inbox with its
 * "seen" mark, and the inbox counters of the header badges.
 */
import * as v from 'valibot';
import { MATERIALS_PER_PAGE } from '@portal/contracts/constants';
import { Comment, CurrentUser, ErrorBody, InboxStats, Material, paged, single } from '@portal/contracts/schemas/entities';
import { PageQuery, ProfileForm } from '@portal/contracts/schemas/forms';
import { endpoints, IdParams, noContent, type EndpointParts } from '@portal/contracts/endpoints/endpoint';
import { userRoutes } from '@portal/contracts/endpoints/routes/user';

const tags = ['user'];

const update = {
  tags,
  summary: 'Change the signed-in user’s profile (POST with _method=PUT, or PUT)',
  description:
    'JSON, or multipart/form-data with a new avatar in `file` (JPEG, PNG, GIF or WebP by its content, at most 5 MB). ' +
    'first_name and last_name required (at most 255); pseudonym optional (at most 255, empty removes it; 422 when another teacher has it or one that looks like it); ' +
    'description at most 500, school_id one of the schools or empty; ' +
    'newsletter empty = false; `remove_avatar` drops the avatar. Answers the saved user. A `_method` other than PUT: 405.',
  signIn: 'required',
  body: ProfileForm,
  multipart: true,
  responses: { 200: single(CurrentUser), 405: ErrorBody },
} as const satisfies EndpointParts;

const commentSeen = {
  tags,
  summary: 'Mark a comment of the inbox seen (both flags); POST with _method=PUT, or PUT',
  description:
    "Someone else's comment (neither on the user's material, nor a reply to the user's comment, nor the user's own) is 404. A `_method` other than PUT: 405.",
  signIn: 'required',
  cache: { changes: ['inbox'] },
  params: IdParams,
  responses: { 204: noContent, 404: ErrorBody, 405: ErrorBody },
} as const satisfies EndpointParts;

const newsletter = (summary: string) =>
  ({ tags, summary, signIn: 'required', responses: { 200: single(CurrentUser) } }) as const satisfies EndpointParts;

/**
 * The counters under `data` (what the contracts client reads) and, as spec §3 names them, also at
 * the top level in both spellings, so every reader finds them.
 */
const InboxStatsAnswer = v.object({
  data: InboxStats,
  newCommentsCount: InboxStats.entries.newCommentsCount,
  newMessagesCount: InboxStats.entries.newMessagesCount,
  newNoticesCount: InboxStats.entries.newNoticesCount,
  new_comments_count: InboxStats.entries.newCommentsCount,
  new_messages_count: InboxStats.entries.newMessagesCount,
  new_notices_count: InboxStats.entries.newNoticesCount,
});

export const userEndpoints = endpoints(userRoutes, {
  current: {
    tags,
    summary: 'The signed-in user',
    signIn: 'required',
    responses: { 200: single(CurrentUser) },
  },
  update,
  replace: { ...update, hidden: true },
  subscribeNewsletter: newsletter("Subscribe to the newsletter ('Piekrītu'); answers the user as GET /api/user"),
  unsubscribeNewsletter: newsletter("Unsubscribe from the newsletter ('Nepiekrītu'); answers the user as GET /api/user"),
  bookmarks: {
    tags,
    summary: 'The materials the signed-in user bookmarked, the latest bookmark first',
    description: `${MATERIALS_PER_PAGE} per page.`,
    signIn: 'required',
    query: PageQuery,
    responses: { 200: paged(Material) },
  },
  comments: {
    tags,
    summary: "The comments inbox: others' comments on the user's materials and others' replies to the user's comments",
    description: 'Newest first. `seen_by_recipient` false marks a comment new to the user (the header badge counts these).',
    signIn: 'required',
    query: PageQuery,
    responses: { 200: paged(Comment) },
  },
  commentSeen,
  commentSeenPut: { ...commentSeen, hidden: true },
  inboxStatistics: {
    tags,
    summary: 'Counts of new comments, new messages and unseen moderation notices',
    description:
      'The counters are also given at the top level, as newCommentsCount/newMessagesCount and new_comments_count/new_messages_count. `newNoticesCount`: what administrators hid, restored or deleted of the user’s, not yet seen.',
    signIn: 'required',
    responses: { 200: InboxStatsAnswer },
  },
});

export type UserEndpoints = typeof userEndpoints;
