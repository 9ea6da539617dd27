import { useState } from 'react';
import { subscribeNewsletter, unsubscribeNewsletter } from '@portal/contracts/api/auth';
import { Button } from '@portal/shared-ui/components/Button';
import { Dialog } from '@portal/shared-ui/components/Dialog';
import { FormAlert } from '@portal/shared-ui/components/FormAlert';
import { describeFailure } from '@portal/shared-ui/lib/failure';
import { useSession } from '@portal/shared-ui/stores/session';
import styles from './NewsletterDialog.module.css';

export interface NewsletterDialogProps {
  onClose: () => void;
}

type Answer = 'subscribe' | 'unsubscribe';

/**
 * 'Jaunumi' (spec §2.2, §4): asks a signed-in teacher whose newsletter preference is still
 * unanswered whether to receive the portal's news. Idle or processing; both buttons wait while
 * the answer is saved, then the session's user carries the new preference and the dialog closes.
 * The shell opens it (shell/src/features/newsletter).
 */
export default function NewsletterDialog({ onClose }: NewsletterDialogProps) {
  const [processing, setProcessing] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);

  const answer = async (choice: Answer) => {
    if (processing) return;
    setProcessing(choice);
    setError(null);
    try {
      const user = choice === 'subscribe' ? await subscribeNewsletter() : await unsubscribeNewsletter();
      // The answer is the user with the new preference; a session that changed meanwhile is left alone.
      if (useSession.getState().user?.id === user.id) useSession.setState({ user });
      onClose();
    } catch (failure) {
      setProcessing(null);
      setError((await describeFailure(failure)).message);
    }
  };

  return (
    <Dialog
      open
      title="Jaunumi"
      onClose={onClose}
      size="small"
      footer={
        <div className={styles.buttons}>
          <Button
            variant="secondary"
            disabled={processing !== null}
            loading={processing === 'unsubscribe'}
            onClick={() => void answer('unsubscribe')}
          >
            Nepiekrītu
          </Button>
          <Button
            variant="primary"
            disabled={processing !== null}
            loading={processing === 'subscribe'}
            onClick={() => void answer('subscribe')}
          >
            Piekrītu
          </Button>
        </div>
      }
    >
      <FormAlert message={error} />
      <p className={styles.text}>
        Vai piekrīti saņemt Mācību materiālu portāla jaunumus e-pastā? Savu izvēli vēlāk vari mainīt profila
        iestatījumos.
      </p>
    </Dialog>
  );
}
