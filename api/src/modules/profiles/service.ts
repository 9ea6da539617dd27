/** Teachers' public profiles, as other modules ask about them. */
import type { Database } from '../../db/client';
import { findPublicUser } from './repo';

/** Whether user `id` has a public profile: a message can be sent to them (messages/service.ts). */
export async function isPublicUser(db: Database, id: number): Promise<boolean> {
  return (await findPublicUser(db, id)) !== null;
}
