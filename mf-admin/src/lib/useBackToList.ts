import { useNavigate } from '@portal/shared-ui/lib/router';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { adminPath } from './adminPath';

/** After an editor's save: the notice, then back to the section's list, where the saved item now stands. */
export function useBackToList(section: string) {
  const navigate = useNavigate();
  const notify = useNotifications((state) => state.notify);
  return async (notice: string) => {
    notify({ type: 'success', title: notice });
    await navigate(adminPath(section));
  };
}
