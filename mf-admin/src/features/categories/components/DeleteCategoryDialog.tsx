import { useState } from 'react';
import type { AdminCategoryNode } from '@portal/contracts/schemas/admin/categories';
import { Button } from '@portal/shared-ui/components/Button';
import { Dialog } from '@portal/shared-ui/components/Dialog';
import { FormAlert } from '@portal/shared-ui/components/FormAlert';
import { describeFailure } from '@portal/shared-ui/lib/failure';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { useDeleteCategory } from '../api/categories';
import styles from './CategoriesSection.module.css';

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
    <Dialog
      open
      title={`Dzēst „${node.title}”?`}
      onClose={onClose}
      size="small"
      footer={
        <div className={styles.actions}>
          <Button onClick={() => void confirm()} loading={remove.isPending} disabled={refusal !== null}>
            Dzēst
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Atcelt
          </Button>
        </div>
      }
    >
      <p className={styles.dialogText}>Vieta: {path}</p>
      <p className={styles.dialogText}>
        {node.shared_node_ids.length > 0
          ? 'Kategorija paliks citās vietās, kur tā redzama; no šīs vietas tā pazudīs.'
          : 'Kategoriju izdzēsīs pavisam. Šo darbību nevar atsaukt.'}
      </p>
      <FormAlert message={refusal} />
    </Dialog>
  );
}
