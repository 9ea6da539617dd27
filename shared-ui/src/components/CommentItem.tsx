import { useId, type ReactNode } from 'react';
import { Link } from '@portal/shared-ui/lib/router';
import type { Comment } from '@portal/contracts/schemas/entities';
import { Avatar } from '@portal/shared-ui/components/Avatar';
import { Icon } from '@portal/shared-ui/components/Icon';
import { BASIC_TYPE_LABELS } from '@portal/shared-ui/components/MaterialCard';
import { formatDate, parseDate } from '@portal/shared-ui/lib/date';
import styles from './CommentItem.module.css';

export interface CommentItemProps {
  comment: Pick<Comment, 'id' | 'message' | 'created_at' | 'author'> & Partial<Pick<Comment, 'material' | 'hidden'>>;
  /** The author's profile; the name is plain text without it. */
  authorHref?: string;
  /**
   * The comments inbox: the material the comment is about, with its type icon, linked here. A
   * material's own comment block leaves it out (the material is the page).
   */
  materialHref?: string;
  /** Not yet seen by the viewer (the comments inbox): highlighted. */
  unseen?: boolean;
  /** Under the message: the comment's actions ('Atbildēt'), a reply form, the replies. */
  children?: ReactNode;
}

/** What a hidden comment says to those who still see it (its author, administrators; issue 19). */
export const HIDDEN_COMMENT_TEXT = 'Paslēpts: šo komentāru redz tikai tā autors un administratori.';

/**
 * One comment: the author's avatar and name, the date (DD/MM/YYYY, spec §9) and the message; a
 * comment an administrator hid is marked, with the reason, for the few who still get it.
 */
export function CommentItem({ comment, authorHref, materialHref, unseen = false, children }: CommentItemProps) {
  const authorId = `${useId()}-author`;
  const date = parseDate(comment.created_at);
  const material = materialHref ? comment.material : undefined;
  const hidden = comment.hidden ?? null;
  return (
    <article
      className={[styles.comment, unseen ? styles.unseen : '', hidden ? styles.hidden : ''].filter(Boolean).join(' ')}
      aria-labelledby={authorId}
    >
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
        {hidden ? (
          <p className={styles.hiddenNote}>
            <strong>{HIDDEN_COMMENT_TEXT}</strong>
            {hidden.reason ? ` Iemesls: ${hidden.reason}` : null}
          </p>
        ) : null}
        <p className={styles.message}>{comment.message}</p>
        {material && materialHref ? (
          <Link to={materialHref} className={styles.material}>
            <Icon name={material.basic_type} size={20} label={BASIC_TYPE_LABELS[material.basic_type]} />
            <span>{material.title}</span>
          </Link>
        ) : null}
        {children}
      </div>
    </article>
  );
}
