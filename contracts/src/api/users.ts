/** The signed-in user, other users, bookmarks, the comments inbox and its counters (spec §7). */
import type {
  Comment,
  CurrentUser,
  InboxStats,
  Material,
  Paged,
  PublicUser,
  Single,
  UserStatistics,
} from '@portal/contracts/schemas/entities';
import type { ProfileForm } from '@portal/contracts/schemas/forms';
import { api, query, toFormData } from '@portal/contracts/api/client';

export async function getCurrentUser(): Promise<CurrentUser> {
  return (await api.get('/api/user').json<Single<CurrentUser>>()).data;
}

export type ProfileInput = ProfileForm & { file?: Blob | null };

/** POST with _method=PUT; multipart when a new avatar is chosen; empty values go as blanks. */
export async function updateProfile(input: ProfileInput): Promise<CurrentUser> {
  const { file, ...fields } = input;
  const body = { ...fields, _method: 'PUT' };
  const request = file
    ? api.post('/api/user', { body: toFormData(body, { file }) })
    : api.post('/api/user', { json: body });
  return (await request.json<Single<CurrentUser>>()).data;
}

export interface UserListParams {
  page?: number;
  /** name search (the recipient lookup) */
  s?: string;
}

export function listUsers(params: UserListParams = {}): Promise<Paged<PublicUser>> {
  return api.get('/api/users', { searchParams: query({ ...params }) }).json<Paged<PublicUser>>();
}

export async function getUser(id: number | string): Promise<PublicUser> {
  return (await api.get(`/api/users/${encodeURIComponent(id)}`).json<Single<PublicUser>>()).data;
}

/** Totals of likes, views and downloads of the user's materials. */
export async function getUserStatistics(id: number | string): Promise<UserStatistics> {
  return (await api.get(`/api/users/${encodeURIComponent(id)}/statistics`).json<Single<UserStatistics>>()).data;
}

export function listBookmarks(page = 1): Promise<Paged<Material>> {
  return api.get('/api/user/bookmarks', { searchParams: query({ page }) }).json<Paged<Material>>();
}

/** The comments inbox: comments on the user's materials and answers to the user's comments. */
export function listUserComments(page = 1): Promise<Paged<Comment>> {
  return api.get('/api/user/comments', { searchParams: query({ page }) }).json<Paged<Comment>>();
}

export async function markCommentSeen(id: number): Promise<void> {
  await api.post(`/api/user/comments/${encodeURIComponent(id)}/seen`, { json: { _method: 'PUT' } });
}

export async function getInboxStatistics(): Promise<InboxStats> {
  return (await api.get('/api/user/inbox/statistics').json<Single<InboxStats>>()).data;
}
