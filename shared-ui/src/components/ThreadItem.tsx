import { Link, type To } from '@portal/shared-ui/lib/router';
import type { Message, Person } from '@portal/contracts/schemas/entities';
import { Avatar } from '@portal/shared-ui/components/Avatar';
import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';
import { formatListDate, parseDate } from '@portal/shared-ui/lib/date';
import styles from './ThreadItem.module.css';

export type ThreadSummary = Pick<
  Message,
  | 'id'
  | 'sender_id'
  | 'recipient_id'
  | 'sender'
  | 'recipient'
  | 'subject'
  | 'updated_at'
  | 'seen_by_sender'
  | 'seen_by_recipient'
>;

/** The party of a thread who is not the viewer: the one the thread list shows. */
export function otherParty(thread: ThreadSummary, viewerId: number): Person {
  return thread.sender_id === viewerId ? thread.recipient : thread.sender;
}

/**
 * Spec §4: a thread is seen separately by its two parties; the first message's sender reads
 * `seen_by_sender`, its recipient `seen_by_recipient` (the server keeps them for the whole thread).
 */
export function isUnseenBy(thread: ThreadSummary, viewerId: number): boolean {
  return thread.sender_id === viewerId ? !thread.seen_by_sender : !thread.seen_by_recipient;
}

export const UNREAD_LABEL = 'Nelasīta';

export interface ThreadItemProps {
  thread: ThreadSummary;
  /** The signed-in teacher: decides whose name is shown and which seen flag counts. */
  viewerId: number;
  /** Where the thread opens (the inbox with the thread in its address). */
  to: To;
  /** The thread open beside the list. */
  active?: boolean;
}

/** A thread in the messages inbox: the other party's avatar and name, the latest activity, the subject. */
export function ThreadItem({ thread, viewerId, to, active = false }: ThreadItemProps) {
  const party = otherParty(thread, viewerId);
  const unread = isUnseenBy(thread, viewerId);
  const date = parseDate(thread.updated_at);
  const classes = [styles.thread, unread ? styles.unread : '', active ? styles.active : ''].filter(Boolean).join(' ');
  return (
    <Link to={to} className={classes} aria-current={active ? 'true' : undefined}>
      <Avatar src={party.avatar} name={party.name} size={40} decorative className={styles.avatar} />
      <span className={styles.text}>
        <span className={styles.top}>
          <span className={styles.name}>
            {unread ? <VisuallyHidden>{`${UNREAD_LABEL}: `}</VisuallyHidden> : null}
            {party.name}
          </span>
          {date ? (
            <time className={styles.date} dateTime={date.toISOString()}>
              {formatListDate(date)}
            </time>
          ) : null}
        </span>
        <span className={styles.subject}>{thread.subject}</span>
      </span>
      {unread ? <span className={styles.dot} aria-hidden="true" /> : null}
    </Link>
  );
}
