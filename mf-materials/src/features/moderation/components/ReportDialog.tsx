import {
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORTS,
  ReportForm,
  type ReportReason,
} from '@portal/contracts/schemas/reports';
import { FormDialog } from '@portal/shared-ui/components/FormDialog';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextArea } from '@portal/shared-ui/components/TextArea';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { notify } from '@portal/shared-ui/stores/notifications';
import { RadioField } from '../../../lib/RadioField';
import { useReport, type ModeratedItem } from '../api/moderation';

export const REPORT_TITLE = 'Ziņot par pārkāpumu';

export interface ReportDialogProps {
  item: ModeratedItem;
  /** What is reported, as the dialog's first line says it ('materiālu „Kustība”', 'komentāru'). */
  what: string;
  onClose: () => void;
}

/**
 * 'Ziņot par pārkāpumu': the reason (a radio group) and an explanation up to 1,000 characters,
 * required for 'Cits'; checked by the contracts' schema here and on the server. A refusal (already
 * reported, too many reports) stays in the dialog; a sent report closes it with a toast.
 */
export function ReportDialog({ item, what, onClose }: ReportDialogProps) {
  const report = useReport(item);
  const form = useSchemaForm({
    schema: ReportForm,
    defaultValues: { reason: '' as ReportReason | '', message: '' },
    onSubmit: async (values) => {
      await report.mutateAsync(values);
      notify({ type: 'success', title: REPORT_MESSAGES.sent });
      onClose();
    },
  });
  const message = form.watch('message') ?? '';

  return (
    <FormDialog
      form={form}
      title={REPORT_TITLE}
      lead={<p>Tu ziņo par {what}. Administrators to izskatīs un, ja tas pārkāpj noteikumus, paslēps vai izdzēsīs.</p>}
      submit="Nosūtīt ziņojumu"
      onClose={onClose}
    >
      <RadioField
        legend="Iemesls"
        required
        options={REPORT_REASONS.map((reason) => ({ value: reason, label: REPORT_REASON_LABELS[reason] }))}
        registration={form.register('reason')}
        error={form.errors.reason?.message}
      />
      <FormField
        label="Paskaidrojums"
        hint="Kas tieši nav kārtībā? Ja izvēlējies „Cits”, paskaidrojums ir obligāts."
        error={form.errors.message}
        remaining={REPORTS.messageMax - [...message].length}
      >
        <TextArea rows={4} {...form.register('message')} />
      </FormField>
    </FormDialog>
  );
}
