import type { AdminSchool } from '@portal/contracts/schemas/admin/schools';
import { LIMITS } from '@portal/contracts/constants';
import { SchoolForm } from '@portal/contracts/schemas/admin/schools';
import { FormDialog } from '@portal/shared-ui/components/FormDialog';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { useSaveSchool } from '../api/schools';

export interface SchoolDialogProps {
  /** The school to rename; null adds a new one. */
  school: AdminSchool | null;
  onClose: () => void;
}

/** 'Pievienot skolu' and 'Pārdēvēt skolu': one title, checked by the contracts' schema and the server. */
export function SchoolDialog({ school, onClose }: SchoolDialogProps) {
  const notify = useNotifications((state) => state.notify);
  const save = useSaveSchool();
  const form = useSchemaForm({
    schema: SchoolForm,
    defaultValues: { title: school?.title ?? '' },
    onSubmit: async (values) => {
      const saved = await save.mutateAsync({ id: school?.id ?? null, form: values });
      notify({ type: 'success', title: school ? 'Skola pārdēvēta' : 'Skola pievienota', text: saved.title });
      onClose();
    },
  });
  return (
    <FormDialog form={form} title={school ? 'Pārdēvēt skolu' : 'Pievienot skolu'} submit="Saglabāt" onClose={onClose}>
      <FormField label="Nosaukums" error={form.errors.title} required>
        <TextInput autoComplete="off" maxLength={LIMITS.name} {...form.register('title')} />
      </FormField>
    </FormDialog>
  );
}
