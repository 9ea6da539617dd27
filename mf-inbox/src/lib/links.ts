/** Addresses this remote links to, built from the route table so no path is written twice. */
import { routePath } from '@portal/contracts/routes';

export function materialHref(id: number): string {
  return routePath('material', { id });
}

/** A person's profile: the viewer's own one for themselves. */
export function profileHref(personId: number, viewerId: number | null): string {
  return personId === viewerId ? routePath('profile') : routePath('profiles', { id: personId });
}

/** The messages tab with a thread open: the thread's id is in the address, so a reload keeps it open. */
export function threadHref(id: number): string {
  return routePath('inbox.messages', {}, { id });
}
