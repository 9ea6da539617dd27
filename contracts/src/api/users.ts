/**
 * The signed-in user, other users, bookmarks, the comments inbox and its counters, the newsletter
 * answer (spec §7), over the endpoint table's entries (endpoints/user.ts, endpoints/profiles.ts).
 */
import type { ProfileEndpoints } from '@portal/contracts/endpoints/profiles';
import { profileRoutes } from '@portal/contracts/endpoints/routes/profiles';
import { userRoutes } from '@portal/contracts/endpoints/routes/user';
import type { UserEndpoints } from '@portal/contracts/endpoints/user';
import type {
  Comment,
  CurrentUser,
  InboxStats,
  Material,
  Paged,
  PublicUser,
  UserStatistics,
} from '@portal/contracts/schemas/entities';
import type { ProfileForm } from '@portal/contracts/schemas/forms';
import { clientFor, toFormData } from '@portal/contracts/api/client';

const user = clientFor<UserEndpoints>(userRoutes);
const profiles = clientFor<ProfileEndpoints>(profileRoutes);

export async function getCurrentUser(): Promise<CurrentUser> {
  return (await user.current()).data;
}

export type ProfileInput = ProfileForm & { file?: Blob | null };

/** POST with _method=PUT; multipart when a new avatar is chosen; empty values go as blanks. */
export async function updateProfile(input: ProfileInput): Promise<CurrentUser> {
  const { file, ...fields } = input;
  const body = { ...fields, _method: 'PUT' };
  return (await user.update({ body: file ? toFormData(body, { file }) : body })).data;
}

/** 'Piekrītu': answers with the user, newsletter now true. */
export async function subscribeNewsletter(): Promise<CurrentUser> {
  return (await user.subscribeNewsletter()).data;
}

/** 'Nepiekrītu': answers with the user, newsletter now false. */
export async function unsubscribeNewsletter(): Promise<CurrentUser> {
  return (await user.unsubscribeNewsletter()).data;
}

export interface UserListParams {
  page?: number;
  /** name search (the recipient lookup) */
  s?: string;
}

export function listUsers(params: UserListParams = {}): Promise<Paged<PublicUser>> {
  return profiles.list({ query: params });
}

export async function getUser(id: number | string): Promise<PublicUser> {
  return (await profiles.get({ params: { id } })).data;
}

/** Totals of likes, views and downloads of the user's materials. */
export async function getUserStatistics(id: number | string): Promise<UserStatistics> {
  return (await profiles.statistics({ params: { id } })).data;
}

export function listBookmarks(page = 1): Promise<Paged<Material>> {
  return user.bookmarks({ query: { page } });
}

/** The comments inbox: comments on the user's materials and answers to the user's comments. */
export function listUserComments(page = 1): Promise<Paged<Comment>> {
  return user.comments({ query: { page } });
}

/** The POST spelling of the call; without a body it is the PUT that `_method=PUT` would ask for. */
export async function markCommentSeen(id: number): Promise<void> {
  await user.commentSeen({ params: { id } });
}

export async function getInboxStatistics(): Promise<InboxStats> {
  return (await user.inboxStatistics()).data;
}
