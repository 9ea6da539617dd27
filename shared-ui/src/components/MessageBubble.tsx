import type { Message } from '@portal/contracts/schemas/entities';
import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';
import { formatTime, parseDate } from '@portal/shared-ui/lib/date';
import styles from './MessageBubble.module.css';

export const OWN_MESSAGE_LABEL = 'Tu';

export interface MessageBubbleProps {
  message: Pick<Message, 'id' | 'message' | 'created_at' | 'sender'>;
  /** Written by the viewer: on the right, in the accent's soft colour. */
  own?: boolean;
}

/**
 * One message of a thread. The text is plain text as the sender typed it (spec §2.2): React prints
 * it as text, so markup in it is shown, never run; line breaks are kept.
 */
export function MessageBubble({ message, own = false }: MessageBubbleProps) {
  const date = parseDate(message.created_at);
  return (
    <article className={[styles.row, own ? styles.own : styles.other].join(' ')}>
      <div className={styles.bubble}>
        <p className={styles.meta}>
          {own ? (
            <VisuallyHidden>{OWN_MESSAGE_LABEL}</VisuallyHidden>
          ) : (
            <span className={styles.sender}>{message.sender.name}</span>
          )}
          {date ? (
            <time className={styles.time} dateTime={date.toISOString()}>
              {formatTime(date)}
            </time>
          ) : null}
        </p>
        <p className={styles.text}>{message.message}</p>
      </div>
    </article>
  );
}
