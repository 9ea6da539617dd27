import type { ReportGroup } from '@portal/contracts/schemas/admin/reports';
import { ModerationReasonDialog } from '@portal/shared-ui/components/ModerationReasonDialog';
import { useDecision } from '../hooks/reportQueue';
import { itemName } from './itemName';

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

/** 'Paslēpt' and 'Dzēst' in the queue: the reason is what the author is told; deleting says it cannot be undone. */
export function DecisionDialog({ group, action, onClose }: DecisionDialogProps) {
  const decide = useDecision(group);
  return (
    <ModerationReasonDialog
      size="small"
      title={TITLES[action][group.item_type]}
      lead={
        <>
          <p>{lead(group, action)}</p>
          <p>Autors saņems e-pastu un paziņojumu ar šo iemeslu.</p>
        </>
      }
      submit={action === 'hide' ? 'Paslēpt' : 'Dzēst'}
      submitIcon={action === 'delete' ? 'trash' : undefined}
      onDecide={(reason) => decide.mutateAsync({ action, reason })}
      onClose={onClose}
    />
  );
}
