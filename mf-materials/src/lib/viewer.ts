import type { CurrentUser } from '@portal/contracts/schemas/entities';
import { useSession } from '@portal/shared-ui/stores/session';

export interface Viewer {
  /** the signed-in user's id, or null for an anonymous visitor (or while the session loads) */
  id: number | null;
  signedIn: boolean;
  /** the signed-in user (name and pseudonym for the signature choice) */
  user: CurrentUser | null;
}

/** Who is looking: decides the owner's buttons, like/bookmark, the comment form and the signature choice. */
export function useViewer(): Viewer {
  const user = useSession((state) => (state.status === 'authenticated' ? state.user : null));
  const id = user?.id ?? null;
  return { id, signedIn: id !== null, user };
}
