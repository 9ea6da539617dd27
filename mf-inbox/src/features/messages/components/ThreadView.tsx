import { Link } from '@portal/shared-ui/lib/router';
import { errorStatus } from '@portal/contracts/api/client';
import type { Message } from '@portal/contracts/schemas/entities';
import { Avatar } from '@portal/shared-ui/components/Avatar';
import { EmptyState } from '@portal/shared-ui/components/EmptyState';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { MessageBubble } from '@portal/shared-ui/components/MessageBubble';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { otherParty } from '@portal/shared-ui/components/ThreadItem';
import { formatDate } from '@portal/shared-ui/lib/date';
import { shownError } from '@portal/shared-ui/lib/queryState';
import { profileHref } from '../../../lib/links';
import { useOpenThread } from '../api/messages';
import { ReplyForm } from './ReplyForm';
import styles from './ThreadView.module.css';

export const THREAD_NOT_FOUND = 'Šāda sarakste nav atrasta.';
export const THREAD_LOAD_ERROR = 'Neizdevās ielādēt saraksti.';

interface Day {
  label: string;
  dateTime: string;
  messages: Message[];
}

/** Spec §2.2: a thread's messages (its first one and the answers) grouped by the viewer's calendar day. */
export function groupByDay(thread: Message): Day[] {
  const all = [thread, ...thread.replies].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const days: Day[] = [];
  for (const message of all) {
    const label = formatDate(message.created_at);
    const last = days.at(-1);
    if (last && last.label === label) last.messages.push(message);
    // The viewer's calendar day as YYYY-MM-DD (DD/MM/YYYY read backwards).
    else days.push({ label, dateTime: label.split('/').reverse().join('-'), messages: [message] });
  }
  return days;
}

export interface ThreadViewProps {
  id: number;
  viewerId: number;
}

/** The open thread: the other party and the subject, the messages by day, and the answer box. */
export function ThreadView({ id, viewerId }: ThreadViewProps) {
  const query = useOpenThread(id, viewerId);
  const thread = query.data;
  const error = shownError(query);

  if (error && !thread) {
    return errorStatus(error) === 404 ? (
      <EmptyState text={THREAD_NOT_FOUND} />
    ) : (
      <LoadError text={THREAD_LOAD_ERROR} onRetry={() => void query.refetch()} />
    );
  }
  if (!thread) return <Spinner block label="Ielādē saraksti..." />;

  const party = otherParty(thread, viewerId);
  return (
    <article className={styles.thread} aria-labelledby={`thread-${thread.id}-subject`}>
      <header className={styles.header}>
        <Avatar src={party.avatar} name={party.name} size={40} decorative />
        <div className={styles.heading}>
          <Link to={profileHref(party.id, viewerId)} className={styles.party}>
            {party.name}
          </Link>
          <h2 id={`thread-${thread.id}-subject`} className={styles.subject}>
            {thread.subject}
          </h2>
        </div>
      </header>
      <div className={styles.days}>
        {groupByDay(thread).map((day) => (
          <section key={day.label} className={styles.day} aria-label={day.label}>
            <h3 className={styles.date}>
              <time dateTime={day.dateTime}>{day.label}</time>
            </h3>
            <ol className={styles.messages}>
              {day.messages.map((message) => (
                <li key={message.id}>
                  <MessageBubble message={message} own={message.sender_id === viewerId} />
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
      <ReplyForm key={thread.id} threadId={thread.id} />
    </article>
  );
}
