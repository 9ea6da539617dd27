import { useSession } from '@portal/shared-ui/stores/session';

/**
 * The signed-in teacher's id; null while the session is still loading (spec §2.2: messages are
 * shown only once the user is loaded, since whose side of a thread is whose depends on it).
 */
export function useViewerId(): number | null {
  return useSession((state) => (state.status === 'authenticated' ? (state.user?.id ?? null) : null));
}
