import { useRef } from 'react';
import type { PublicUser } from '@portal/contracts/schemas/entities';
import { Dialog } from '@portal/shared-ui/components/Dialog';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { NewMessageForm } from './NewMessageForm';

export const DIALOG_TITLE = 'Sūtīt ziņu';
export const SENT_NOTICE = 'Ziņa nosūtīta!';

export interface NewMessageDialogProps {
  onClose: () => void;
  /** The teacher whose profile opened it ('Sūtīt ziņu'): the picker starts with them. */
  recipient?: Pick<PublicUser, 'id' | 'name'> | null;
}

/**
 * The 'new-message' dialog (spec §2.2), opened from a teacher's profile. After sending it closes,
 * and the thread list is fetched again from page 1 the next time the inbox shows it.
 */
export function NewMessageDialog({ onClose, recipient }: NewMessageDialogProps) {
  const notify = useNotifications((state) => state.notify);
  // Opened from a profile the recipient is already there: writing starts at the subject.
  const subjectRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog open title={DIALOG_TITLE} onClose={onClose} initialFocusRef={recipient ? subjectRef : undefined}>
      <NewMessageForm
        recipient={recipient}
        subjectRef={subjectRef}
        onSent={() => {
          // The dialog is gone at once: the notice says the message went.
          notify({ type: 'success', title: SENT_NOTICE });
          onClose();
        }}
      />
    </Dialog>
  );
}
