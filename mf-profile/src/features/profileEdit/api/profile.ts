import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { updateProfile, type ProfileInput } from '@portal/contracts/api/users';
import type { CurrentUser } from '@portal/contracts/schemas/entities';
import { materialKeys } from '@portal/shared-ui/queries/materials';
import { useSession } from '@portal/shared-ui/stores/session';
import { userKeys } from '@portal/shared-ui/queries/users';

/**
 * Saves the profile (POST /api/user, multipart with a new avatar) and puts the server's answer
 * where the portal shows the teacher: the session's user (the header's avatar and name, the
 * sidebar) and, marked stale, the material lists whose signatures carry the name.
 */
export function useSaveProfile(): (input: ProfileInput) => Promise<CurrentUser> {
  const client = useQueryClient();
  return useCallback(
    async (input: ProfileInput) => {
      const saved = await updateProfile(input);
      // The session store has no setter of its own for this: loadUser() would ask the server again
      // for what it has just answered.
      useSession.setState({ user: saved });
      void client.invalidateQueries({ queryKey: userKeys.all, refetchType: 'none' });
      void client.invalidateQueries({ queryKey: materialKeys.all, refetchType: 'none' });
      return saved;
    },
    [client],
  );
}
