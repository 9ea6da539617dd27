import { useState } from 'react';
import { describeFailure } from '@portal/shared-ui/lib/failure';
import { useNotifications } from '@portal/shared-ui/stores/notifications';

/**
 * 'Dzēst' in a list asks first (ConfirmDialog): `ask(item)` opens the question, `dialog` goes onto
 * the ConfirmDialog. A deletion that worked closes it with a notice; one the server refused keeps
 * it open with the reason.
 */
export function useDeleteQuestion<TItem>(remove: (item: TItem) => Promise<unknown>, done: string) {
  const notify = useNotifications((state) => state.notify);
  const [item, setItem] = useState<TItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (item === null) return;
    setBusy(true);
    try {
      await remove(item);
      notify({ type: 'success', title: done });
      setItem(null);
    } catch (failure) {
      setError((await describeFailure(failure)).message);
    } finally {
      setBusy(false);
    }
  };

  return {
    /** The item asked about, while the question is open. */
    item,
    ask: (next: TItem) => {
      setError(null);
      setItem(next);
    },
    dialog: {
      open: item !== null,
      busy,
      error,
      onConfirm: () => void confirm(),
      onCancel: () => setItem(null),
    },
  };
}
