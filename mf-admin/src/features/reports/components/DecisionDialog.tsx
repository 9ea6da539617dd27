import { ModerationReasonForm, type ReportGroup } from '@portal/contracts/schemas/admin/reports';
import { REPORTS } from '@portal/contracts/schemas/reports';
import { Button } from '@portal/shared-ui/components/Button';
import { Dialog } from '@portal/shared-ui/components/Dialog';
import { Form, FormError } from '@portal/shared-ui/components/Form';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextArea } from '@portal/shared-ui/components/TextArea';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { useDecision } from '../hooks/reportQueue';
import { itemName } from './itemName';
import styles from './Reports.module.css';

export interface DecisionDialogProps {
  group: ReportGroup;
  action: 'hide' | 'delete';
  onClose: () => void;
}

const TITLES = {
  hide: { material: 'Paslēpt materiālu', comment: 'Paslēpt komentāru' },
  delete: { material: 'Dzēst materiālu?', comment: 'Dzēst komentāru?' },
} as const;

function lead(group: ReportGroup, action: 'hide' | 'delete'): string {
  const name = itemName(group);
  if (action === 'hide') {
    return group.item_type === 'material'
      ? `${name} pazudīs no visiem sarakstiem, meklēšanas un skaitiem; to redzēs tikai autors un administratori. Vēlāk to var atjaunot.`
      : `${name} (un atbildes uz to) pazudīs citiem lasītājiem; to redzēs tikai autors un administratori. Vēlāk to var atjaunot.`;
  }
  return group.item_type === 'material'
    ? `${name} tiks izdzēsts neatgriezeniski kopā ar failu, komentāriem, atzīmēm un grāmatzīmēm. To nevarēs atjaunot.`
    : `${name} tiks izdzēsts neatgriezeniski kopā ar atbildēm uz to. To nevarēs atjaunot.`;
}

/**
 * 'Paslēpt' and 'Dzēst' in the queue: the reason is required (contracts' ModerationReasonForm) and
 * is what the author is told by mail and in the inbox; deleting says it cannot be undone.
 */
export function DecisionDialog({ group, action, onClose }: DecisionDialogProps) {
  const decide = useDecision(group);
  const form = useSchemaForm({
    schema: ModerationReasonForm,
    defaultValues: { reason: '' },
    onSubmit: async ({ reason }) => {
      await decide.mutateAsync({ action, reason });
      onClose();
    },
  });
  const reason = form.watch('reason') ?? '';
  return (
    <Dialog
      open
      size="small"
      title={TITLES[action][group.item_type]}
      onClose={() => {
        if (!form.submitting) onClose();
      }}
    >
      <Form form={form} className={styles.form}>
        <p className={styles.lead}>{lead(group, action)}</p>
        <p className={styles.lead}>Autors saņems e-pastu un paziņojumu ar šo iemeslu.</p>
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
          <Button type="submit" icon={action === 'delete' ? 'trash' : undefined} loading={form.submitting}>
            {action === 'hide' ? 'Paslēpt' : 'Dzēst'}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={form.submitting}>
            Atcelt
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
