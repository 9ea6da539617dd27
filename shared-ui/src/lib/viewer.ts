import { useSession } from '@portal/shared-ui/stores/session';

export interface Viewer {
  /** the signed-in user's id, or null for an anonymous visitor (or while the session loads) */
  id: number | null;
  signedIn: boolean;
}

/**
 * Who is looking: decides the sort tabs, the like/bookmark buttons, the add-material button and
 * whether a profile is the own one.
 */
export function useViewer(): Viewer {
  const id = useSession((state) => (state.status === 'authenticated' ? (state.user?.id ?? null) : null));
  return { id, signedIn: id !== null };
}
