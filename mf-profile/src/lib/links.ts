/** Addresses the profile pages link to, built from the route table so no path is written twice. */
import { routePath } from '@portal/contracts/routes';

/**
 * Where a category tile or breadcrumb step of a profile leads: the same profile narrowed to that
 * node. `userId` null is the own profile ('Materiālu sadalījums').
 */
export function profileCategoryHref(userId: number | null, categoryNodeId: number): string {
  return userId === null
    ? routePath('profile.categories', { categoryNodeId })
    : routePath('profiles.categories', { id: userId, categoryNodeId });
}

/** The profile itself, without a category. */
export function profileHref(userId: number | null): string {
  return userId === null ? routePath('profile') : routePath('profiles', { id: userId });
}
