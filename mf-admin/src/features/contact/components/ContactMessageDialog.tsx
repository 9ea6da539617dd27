import type { AdminContactMessage } from '@portal/contracts/schemas/admin/contact';
import { Button, buttonClassName } from '@portal/shared-ui/components/Button';
import { Icon } from '@portal/shared-ui/components/Icon';
import { Dialog } from '@portal/shared-ui/components/Dialog';
import { formatListDate } from '@portal/shared-ui/lib/date';
import { describeFailure } from '@portal/shared-ui/lib/failure';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { useMarkAnswered } from '../api/contact';
import styles from './ContactSection.module.css';

/** A reply starts in the administrator's own mail program, to the sender, about the same topic. */
export function replyHref(message: Pick<AdminContactMessage, 'email' | 'topic'>): string {
  return `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.topic}`)}`;
}

export interface ContactMessageDialogProps {
  message: AdminContactMessage;
  onClose: () => void;
}

/** One message in full: who sent it, when, its text, a reply link, and the answered mark. */
export function ContactMessageDialog({ message, onClose }: ContactMessageDialogProps) {
  const mark = useMarkAnswered();
  const notify = useNotifications((state) => state.notify);
  const answered = message.answered_at !== null;
  const toggle = async () => {
    try {
      await mark.mutateAsync({ id: message.id, answered: !answered });
      notify({ type: 'success', title: answered ? 'Ziņa atzīmēta kā neatbildēta' : 'Ziņa atzīmēta kā atbildēta' });
      onClose();
    } catch (failure) {
      notify({ type: 'error', title: 'Atzīmi neizdevās saglabāt', text: (await describeFailure(failure)).message });
    }
  };
  return (
    <Dialog
      open
      title={message.topic}
      onClose={onClose}
      size="large"
      footer={
        <div className={styles.actions}>
          <a href={replyHref(message)} className={buttonClassName({})}>
            <Icon name="mail" size="1.25em" />
            Atbildēt e-pastā
          </a>
          <Button
            variant="secondary"
            icon={answered ? undefined : 'check'}
            loading={mark.isPending}
            onClick={() => void toggle()}
          >
            {answered ? 'Atzīmēt kā neatbildētu' : 'Atzīmēt kā atbildētu'}
          </Button>
        </div>
      }
    >
      <dl className={styles.details}>
        <dt>Sūtītājs</dt>
        <dd>
          {message.first_name} {message.last_name}
        </dd>
        <dt>E-pasts</dt>
        <dd>
          <a href={replyHref(message)}>{message.email}</a>
        </dd>
        <dt>Saņemta</dt>
        <dd>{formatListDate(message.created_at)}</dd>
        {answered ? (
          <>
            <dt>Atbildēta</dt>
            <dd>
              {formatListDate(message.answered_at)}
              {message.answered_by ? ` (${message.answered_by.name})` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      {message.message ? (
        <p className={styles.message}>{message.message}</p>
      ) : (
        <p className={styles.muted}>Ziņas teksts netika uzrakstīts.</p>
      )}
    </Dialog>
  );
}
