/**
 * Moderation's one rule of visibility (issue 19): a material or comment an administrator hid is
 * seen by its owner (the author of a comment) and by administrators, marked with when and why; to
 * everyone else it does not exist (404 on its own address, absent from every list, search and count).
 */

export interface Viewer {
  id: number;
  isAdmin: boolean;
}

/** Whether `viewer` may reach an item of `ownerId` in this state. */
export function mayReach(item: { ownerId: number; hiddenAt: Date | null }, viewer: Viewer | null): boolean {
  return item.hiddenAt === null || (viewer !== null && (viewer.id === item.ownerId || viewer.isAdmin));
}

/** The `hidden` field of an answer: when and why, for those who may see it; null otherwise. */
export function hiddenMark(
  item: { hiddenAt: Date | null; hiddenReason: string | null },
  seesIt: boolean,
): { at: string; reason: string | null } | null {
  return seesIt && item.hiddenAt ? { at: item.hiddenAt.toISOString(), reason: item.hiddenReason } : null;
}
