import { useState } from 'react';
import type { ReportGroup } from '@portal/contracts/schemas/admin/reports';
import { Button } from '@portal/shared-ui/components/Button';
import { describeFailure } from '@portal/shared-ui/lib/failure';
import { notify } from '@portal/shared-ui/stores/notifications';
import { useDecision } from '../hooks/reportQueue';
import { DecisionDialog } from './DecisionDialog';
import { itemName } from './itemName';
import styles from './Reports.module.css';

const FAILED = 'Darbība neizdevās!';

/**
 * One item's decisions: hide (with a reason) or restore, dismiss the reports (the item stays), and
 * delete (confirmed, with a reason). Every button names its item for a screen reader: the queue has
 * many of each.
 */
export function GroupActions({ group }: { group: ReportGroup }) {
  const [dialog, setDialog] = useState<'hide' | 'delete' | null>(null);
  const decide = useDecision(group);
  const name = itemName(group);
  const run = (action: 'restore' | 'dismiss') =>
    decide.mutate(
      { action },
      {
        onError: async (error) => {
          notify({ type: 'error', title: FAILED, text: (await describeFailure(error)).message });
        },
      },
    );
  const busy = decide.isPending;
  return (
    <div className={styles.actions}>
      {group.hidden ? (
        <Button
          size="small"
          variant="secondary"
          aria-label={`Atjaunot: ${name}`}
          loading={busy && decide.variables?.action === 'restore'}
          disabled={busy}
          onClick={() => run('restore')}
        >
          Atjaunot
        </Button>
      ) : (
        <Button size="small" aria-label={`Paslēpt: ${name}`} disabled={busy} onClick={() => setDialog('hide')}>
          Paslēpt
        </Button>
      )}
      <Button
        size="small"
        variant="secondary"
        aria-label={`Noraidīt ziņojumus: ${name}`}
        loading={busy && decide.variables?.action === 'dismiss'}
        disabled={busy}
        onClick={() => run('dismiss')}
      >
        Noraidīt ziņojumus
      </Button>
      <Button
        size="small"
        variant="secondary"
        icon="trash"
        aria-label={`Dzēst: ${name}`}
        disabled={busy}
        onClick={() => setDialog('delete')}
      >
        Dzēst
      </Button>
      {dialog ? <DecisionDialog group={group} action={dialog} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
