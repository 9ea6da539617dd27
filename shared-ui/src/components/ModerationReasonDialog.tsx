import { ModerationReasonForm } from '@portal/contracts/schemas/admin/reports';
import { REPORTS } from '@portal/contracts/schemas/reports';
import { FormDialog, type FormDialogProps } from '@portal/shared-ui/components/FormDialog';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextArea } from '@portal/shared-ui/components/TextArea';
import { useSchemaForm } from '@portal/shared-ui/lib/form';

export interface ModerationReasonDialogProps extends Omit<FormDialogProps, 'form' | 'children' | 'submitDisabled'> {
  /** Hides or deletes the item with the reason; a refusal is shown in the dialog. */
  onDecide: (reason: string) => Promise<unknown>;
}

/**
 * An administrator's 'Paslēpt' or 'Dzēst' of a material or comment (issue 19), on its page or in the
 * report queue: the reason is required (contracts' ModerationReasonForm) and is what the author is
 * told by mail and in the inbox. Closes once the decision is made.
 */
export function ModerationReasonDialog({ onDecide, onClose, ...dialog }: ModerationReasonDialogProps) {
  const form = useSchemaForm({
    schema: ModerationReasonForm,
    defaultValues: { reason: '' },
    onSubmit: async ({ reason }) => {
      await onDecide(reason);
      onClose();
    },
  });
  const reason = form.watch('reason') ?? '';
  return (
    <FormDialog form={form} onClose={onClose} {...dialog}>
      <FormField
        label="Iemesls (to redzēs autors)"
        required
        error={form.errors.reason}
        remaining={REPORTS.hideReasonMax - [...reason].length}
      >
        <TextArea rows={3} {...form.register('reason')} />
      </FormField>
    </FormDialog>
  );
}
