import {
  CATEGORY_LEVELS,
  CATEGORY_TOP_LEVEL,
  CategoryMoveForm,
  type AdminCategoryNode,
} from '@portal/contracts/schemas/admin/categories';
import { FormDialog } from '@portal/shared-ui/components/FormDialog';
import { FormField } from '@portal/shared-ui/components/FormField';
import { Select } from '@portal/shared-ui/components/Select';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { useUpdateCategory } from '../api/categories';
import { moveTargets, pathLabel } from './treeShape';
import styles from './CategoriesSection.module.css';

export interface MoveCategoryDialogProps {
  flat: readonly AdminCategoryNode[];
  node: AdminCategoryNode;
  onClose: () => void;
  onMoved: (node: AdminCategoryNode) => void;
}

/**
 * 'Pārvietot': another parent for the node, from the places it may go (never under itself, within
 * the three levels, and with materials only on its own level: its materials follow it).
 */
export function MoveCategoryDialog({ flat, node, onClose, onMoved }: MoveCategoryDialogProps) {
  const notify = useNotifications((state) => state.notify);
  const update = useUpdateCategory();
  const targets = moveTargets(flat, node);
  const options = targets.map((id) =>
    id === null
      ? { value: CATEGORY_TOP_LEVEL, label: `Augšējais līmenis (${CATEGORY_LEVELS[0].toLowerCase()})` }
      : { value: String(id), label: pathLabel(flat, id) },
  );
  const form = useSchemaForm({
    schema: CategoryMoveForm,
    defaultValues: { parent_id: '' },
    onSubmit: async ({ parent_id }) => {
      const moved = await update.mutateAsync({
        id: node.id,
        input: { parent_id: parent_id === CATEGORY_TOP_LEVEL ? null : Number(parent_id) },
      });
      notify({ type: 'success', title: 'Kategorija pārvietota', text: pathLabel([...flat, moved], moved.id) });
      onMoved(moved);
    },
  });
  return (
    <FormDialog
      form={form}
      title={`Pārvietot „${node.title}”`}
      lead={
        <>
          <p className={styles.muted}>Tagad: {pathLabel(flat, node.id)}</p>
          {node.materials_count > 0 ? (
            <p className={styles.note}>
              Kategorijā ir materiāli, tāpēc to var pārvietot tikai tajā pašā līmenī; materiāli pārvietosies līdzi.
            </p>
          ) : null}
        </>
      }
      submit="Pārvietot"
      submitDisabled={options.length === 0}
      onClose={onClose}
    >
      <FormField label="Jaunā vieta (zem)" error={form.errors.parent_id} required>
        <Select {...form.register('parent_id')} placeholder="Izvēlies, kur pārvietot..." options={options} />
      </FormField>
    </FormDialog>
  );
}
