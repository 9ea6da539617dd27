import { useState } from 'react';
import type { AdminCategoryNode } from '@portal/contracts/schemas/admin/categories';
import { describeFailure } from '@portal/shared-ui/lib/failure';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { ConfirmDialog } from '../../../lib/ConfirmDialog';
import { useDeleteCategory } from '../api/categories';

export interface DeleteCategoryDialogProps {
  node: AdminCategoryNode;
  path: string;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * 'Dzēst' asks first. Only an empty node goes: the server refuses one with sub-categories or
 * materials and says what is in it ('Kategorijā ir 3 apakškategorijas un 12 materiāli: …'), shown here.
 */
export function DeleteCategoryDialog({ node, path, onClose, onDeleted }: DeleteCategoryDialogProps) {
  const remove = useDeleteCategory();
  const notify = useNotifications((state) => state.notify);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = async () => {
    setRefusal(null);
    try {
      await remove.mutateAsync(node.id);
    } catch (failure) {
      setRefusal((await describeFailure(failure)).message);
      return;
    }
    notify({ type: 'success', title: 'Kategorija dzēsta', text: node.title });
    onDeleted();
  };
  return (
    <ConfirmDialog
      open
      title={`Dzēst „${node.title}”?`}
      confirm="Dzēst"
      busy={remove.isPending}
      error={refusal}
      confirmDisabled={refusal !== null}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>Vieta: {path}</p>
      <p>
        {node.shared_node_ids.length > 0
          ? 'Kategorija paliks citās vietās, kur tā redzama; no šīs vietas tā pazudīs.'
          : 'Kategoriju izdzēsīs pavisam. Šo darbību nevar atsaukt.'}
      </p>
    </ConfirmDialog>
  );
}
