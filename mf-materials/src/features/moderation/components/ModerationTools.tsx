import { useState } from 'react';
import type { HiddenMark } from '@portal/contracts/schemas/entities';
import { Button } from '@portal/shared-ui/components/Button';
import { notify } from '@portal/shared-ui/stores/notifications';
import { useViewer } from '../../../lib/viewer';
import { useModerate, type ModeratedItem } from '../api/moderation';
import { HideDialog } from './HideDialog';
import { REPORT_TITLE, ReportDialog } from './ReportDialog';
import styles from './Moderation.module.css';

export interface ModerationToolsProps {
  item: ModeratedItem;
  /** the item's author (null when the viewer may not know: a pseudonym-signed material of someone else) */
  ownerId: number | null;
  hidden: HiddenMark | null | undefined;
  /** What is reported, for the dialog ('materiālu „Kustība”', 'Annas Ozolas komentāru'). */
  what: string;
  /** Smaller buttons beside a comment's 'Atbildēt'. */
  compact?: boolean;
}

const RESTORE_FAILED = { title: 'Neizdevās atjaunot!', text: 'Mēģini vēlreiz pēc brīža.' };

/**
 * What the material page offers about a material or a comment (issue 19): 'Ziņot par pārkāpumu' to
 * a signed-in teacher who is not its author (not to visitors, owners or administrators, who hide
 * directly); 'Paslēpt' (with a reason) or 'Atjaunot' to administrators.
 */
export function ModerationTools({ item, ownerId, hidden, what, compact = false }: ModerationToolsProps) {
  const viewer = useViewer();
  const [open, setOpen] = useState<'report' | 'hide' | null>(null);
  const restore = useModerate(item);
  const isAdmin = viewer.user?.is_admin === true;
  const own = viewer.id !== null && ownerId === viewer.id;
  const canReport = viewer.signedIn && !own && !isAdmin && !hidden;
  if (!canReport && !isAdmin) return null;

  const size = compact ? 'small' : 'medium';
  const variant = compact ? 'link' : 'secondary';
  const label = (text: string) => (compact ? `${text}: ${what}` : undefined);
  return (
    <div className={styles.tools}>
      {canReport ? (
        <Button
          variant={variant}
          size={size}
          icon={compact ? undefined : 'alert'}
          aria-label={label(REPORT_TITLE)}
          onClick={() => setOpen('report')}
        >
          {compact ? 'Ziņot' : REPORT_TITLE}
        </Button>
      ) : null}
      {isAdmin && !hidden ? (
        <Button
          variant={variant}
          size={size}
          icon={compact ? undefined : 'lock'}
          aria-label={label('Paslēpt')}
          onClick={() => setOpen('hide')}
        >
          Paslēpt
        </Button>
      ) : null}
      {isAdmin && hidden ? (
        <Button
          variant={variant}
          size={size}
          icon={compact ? undefined : 'eye'}
          aria-label={label('Atjaunot')}
          loading={restore.isPending}
          onClick={() =>
            restore.mutate(
              { action: 'restore' },
              {
                onError: (error) => {
                  console.error(`${item.type} ${item.id}: restore failed`, error);
                  notify({ type: 'error', ...RESTORE_FAILED });
                },
              },
            )
          }
        >
          Atjaunot
        </Button>
      ) : null}
      {open === 'report' ? <ReportDialog item={item} what={what} onClose={() => setOpen(null)} /> : null}
      {open === 'hide' ? <HideDialog item={item} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
