/** Addresses this remote links to, built from the route table so no path is written twice. */
import { useLocation } from '@portal/shared-ui/lib/router';
import { routePath } from '@portal/contracts/routes';
import type { PathEntry } from '@portal/contracts/schemas/entities';

/** Spec §2.2: a breadcrumb step with children opens its category screen, a leaf its list of materials. */
export function pathEntryHref(entry: Pick<PathEntry, 'id' | 'has_children'>): string {
  return entry.has_children
    ? routePath('category', { categoryNodeId: entry.id })
    : routePath('category-materials', { categoryNodeId: entry.id });
}

export function materialHref(id: number): string {
  return routePath('material', { id });
}

/** A person's profile: the viewer's own one for themselves. */
export function profileHref(personId: number, viewerId: number | null): string {
  return personId === viewerId ? routePath('profile') : routePath('profiles', { id: personId });
}

/**
 * Whether the portal has a page to go back to (spec §4: back one page after deleting; 'Atpakaļ'):
 * react-router keys the first entry of a tab 'default', so a page opened from a bookmark or in a
 * new tab goes somewhere sensible instead of leaving the portal.
 */
export function useCanGoBack(): boolean {
  return useLocation().key !== 'default';
}
