import { ModerationReasonForm } from '@portal/contracts/schemas/admin/reports';
import { REPORTS } from '@portal/contracts/schemas/reports';
import { Button } from '@portal/shared-ui/components/Button';
import { Dialog } from '@portal/shared-ui/components/Dialog';
import { Form, FormError } from '@portal/shared-ui/components/Form';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextArea } from '@portal/shared-ui/components/TextArea';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { useModerate, type ModeratedItem } from '../api/moderation';
import styles from './Moderation.module.css';

export interface HideDialogProps {
  item: ModeratedItem;
  onClose: () => void;
}

const TITLES = { material: 'Paslēpt materiālu', comment: 'Paslēpt komentāru' } as const;
const LEADS = {
  material:
    'Materiāls pazudīs no visiem sarakstiem, meklēšanas un skaitiem; to redzēs tikai autors un administratori. Autors saņems e-pastu un paziņojumu ar iemeslu. Vēlāk to var atjaunot.',
  comment:
    'Komentārs (un atbildes uz to) pazudīs citiem lasītājiem; to redzēs tikai autors un administratori. Autors saņems e-pastu un paziņojumu ar iemeslu. Vēlāk to var atjaunot.',
} as const;

/** An administrator's 'Paslēpt' on the material page: the reason is required and is told to the owner. */
export function HideDialog({ item, onClose }: HideDialogProps) {
  const moderate = useModerate(item);
  const form = useSchemaForm({
    schema: ModerationReasonForm,
    defaultValues: { reason: '' },
    onSubmit: async ({ reason }) => {
      await moderate.mutateAsync({ action: 'hide', reason });
      onClose();
    },
  });
  const reason = form.watch('reason') ?? '';
  return (
    <Dialog
      open
      title={TITLES[item.type]}
      onClose={() => {
        if (!form.submitting) onClose();
      }}
    >
      <Form form={form} className={styles.form}>
        <p className={styles.lead}>{LEADS[item.type]}</p>
        <FormError />
        <FormField
          label="Iemesls (to redzēs autors)"
          required
          error={form.errors.reason}
          remaining={REPORTS.hideReasonMax - [...reason].length}
        >
          <TextArea rows={3} {...form.register('reason')} />
        </FormField>
        <div className={styles.buttons}>
          <Button type="submit" loading={form.submitting}>
            Paslēpt
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={form.submitting}>
            Atcelt
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
