import { ModerationReasonDialog } from '@portal/shared-ui/components/ModerationReasonDialog';
import { useModerate, type ModeratedItem } from '../api/moderation';

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
  return (
    <ModerationReasonDialog
      title={TITLES[item.type]}
      lead={<p>{LEADS[item.type]}</p>}
      submit="Paslēpt"
      onDecide={(reason) => moderate.mutateAsync({ action: 'hide', reason })}
      onClose={onClose}
    />
  );
}
