import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Comment } from '@portal/contracts/schemas/entities';
import { Avatar } from '@portal/shared-ui/components/Avatar';
import { formatDate, parseDate } from '@portal/shared-ui/lib/date';
import styles from './CommentItem.module.css';

export interface CommentItemProps {
  comment: Pick<Comment, 'id' | 'message' | 'created_at' | 'author'>;
  /** The author's profile; the name is plain text without it. */
  authorHref?: string;
  /** Under the message: the comment's actions ('Atbildēt'), a reply form, the replies. */
  children?: ReactNode;
}

/** One comment: the author's avatar and name, the date (DD/MM/YYYY, spec §9) and the message. */
export function CommentItem({ comment, authorHref, children }: CommentItemProps) {
  const authorId = `${useId()}-author`;
  const date = parseDate(comment.created_at);
  return (
    <article className={styles.comment} aria-labelledby={authorId}>
      <Avatar src={comment.author.avatar} name={comment.author.name} size={36} decorative className={styles.avatar} />
      <div className={styles.body}>
        <header className={styles.header}>
          {authorHref ? (
            <Link id={authorId} to={authorHref} className={styles.author}>
              {comment.author.name}
            </Link>
          ) : (
            <span id={authorId} className={styles.author}>
              {comment.author.name}
            </span>
          )}
          {date ? (
            <time className={styles.date} dateTime={date.toISOString()}>
              {formatDate(date)}
            </time>
          ) : null}
        </header>
        <p className={styles.message}>{comment.message}</p>
        {children}
      </div>
    </article>
  );
}
