import type { AdminSchool } from '@portal/contracts/schemas/admin/schools';
import { LIMITS } from '@portal/contracts/constants';
import { SchoolForm } from '@portal/contracts/schemas/admin/schools';
import { Button } from '@portal/shared-ui/components/Button';
import { Dialog } from '@portal/shared-ui/components/Dialog';
import { Form, FormError } from '@portal/shared-ui/components/Form';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { useSaveSchool } from '../api/schools';
import styles from './SchoolsSection.module.css';

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
    <Dialog open title={school ? 'Pārdēvēt skolu' : 'Pievienot skolu'} onClose={onClose}>
      <Form form={form} className={styles.form}>
        <FormError />
        <FormField label="Nosaukums" error={form.errors.title} required>
          <TextInput autoComplete="off" maxLength={LIMITS.name} {...form.register('title')} />
        </FormField>
        <div className={styles.actions}>
          <Button type="submit" loading={form.submitting}>
            Saglabāt
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            Atcelt
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
