/** The user JSON of spec §3. Only the user themself ever receives their e-mail (see ownUserJson). */
import type { users } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { imageJson, type ImageJson } from '../shared/images';

type UserRow = typeof users.$inferSelect;

export interface OwnUserJson {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  pseudonym: string | null;
  email: string;
  school: { id: number; title: string } | null;
  school_id: number | null;
  description: string | null;
  newsletter: boolean | null;
  verified: boolean;
  enabled: boolean;
  is_admin: boolean;
  avatar: ImageJson | null;
  avatar_id: number | null;
  created_at: string;
}

export function fullName(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export function ownUserJson(
  user: UserRow,
  schoolTitle: string | null,
  avatarKey: string | null,
  storage: Storage,
): OwnUserJson {
  return {
    id: user.id,
    name: fullName(user),
    first_name: user.firstName,
    last_name: user.lastName,
    pseudonym: user.pseudonym,
    email: user.email,
    school: user.schoolId !== null && schoolTitle !== null ? { id: user.schoolId, title: schoolTitle } : null,
    school_id: user.schoolId,
    description: user.description,
    newsletter: user.newsletter,
    verified: user.emailVerifiedAt !== null,
    enabled: user.approvedAt !== null,
    is_admin: user.isAdmin,
    avatar: imageJson(storage, avatarKey),
    avatar_id: user.avatarFileId,
    created_at: user.createdAt.toISOString(),
  };
}

export interface PublicUserJson {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  school: { id: number; title: string } | null;
  school_id: number | null;
  description: string | null;
  avatar: ImageJson | null;
  avatar_id: number | null;
}

/** Another user as others see them: no e-mail, flags or pseudonym (it would tie the pseudonym to the name). */
export function publicUserJson(
  user: UserRow,
  schoolTitle: string | null,
  avatarKey: string | null,
  storage: Storage,
): PublicUserJson {
  return {
    id: user.id,
    name: fullName(user),
    first_name: user.firstName,
    last_name: user.lastName,
    school: user.schoolId !== null && schoolTitle !== null ? { id: user.schoolId, title: schoolTitle } : null,
    school_id: user.schoolId,
    description: user.description,
    avatar: imageJson(storage, avatarKey),
    avatar_id: user.avatarFileId,
  };
}
