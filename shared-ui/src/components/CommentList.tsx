import type { ReactNode } from 'react';
import type { Comment, CommentAuthor, Person } from '@portal/contracts/schemas/entities';
import { Button } from '@portal/shared-ui/components/Button';
import { CommentItem } from '@portal/shared-ui/components/CommentItem';
import { EmptyState } from '@portal/shared-ui/components/EmptyState';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import styles from './CommentList.module.css';

export const NO_COMMENTS_TEXT = 'Vēl nav neviena komentāra.';
export const MORE_COMMENTS_TEXT = 'Rādīt vairāk komentāru';

export interface CommentListProps {
  comments: readonly Comment[];
  /** The first page is on its way (nothing to show yet). */
  loading?: boolean;
  /** The list could not be loaded: this text, with 'Mēģināt vēlreiz' when `onRetry` is given. */
  error?: string | null;
  onRetry?: () => void;
  /** Spec §2.2: 'load more' while the current page is below the last one. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Where an author's name leads (their profile); plain text when it gives nothing. */
  authorHref?: (author: Person) => string | undefined;
  /** Under a comment's message: its actions and reply form. `depth` is 1 for a comment, 2 for a reply. */
  renderActions?: (comment: Comment, depth: number) => ReactNode;
  emptyText?: string;
}

/** An author shown under a pseudonym (no id) has no profile to link to. */
function profileOf(author: CommentAuthor, authorHref?: (author: Person) => string | undefined): string | undefined {
  return author.id === null ? undefined : authorHref?.({ ...author, id: author.id });
}

/** A material's comments with their replies nested under them, and the 'load more' button. */
export function CommentList({
  comments,
  loading = false,
  error = null,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  authorHref,
  renderActions,
  emptyText = NO_COMMENTS_TEXT,
}: CommentListProps) {
  if (error && comments.length === 0) return <LoadError text={error} onRetry={onRetry} />;
  if (loading && comments.length === 0) return <Spinner block label="Ielādē komentārus..." />;
  if (comments.length === 0) return <EmptyState text={emptyText} />;

  const items = (list: readonly Comment[], depth: number): ReactNode => (
    <ul className={depth === 1 ? styles.list : styles.replies}>
      {list.map((comment) => (
        <li key={comment.id} className={styles.item}>
          <CommentItem comment={comment} authorHref={profileOf(comment.author, authorHref)}>
            {renderActions?.(comment, depth)}
            {comment.replies.length > 0 ? items(comment.replies, depth + 1) : null}
          </CommentItem>
        </li>
      ))}
    </ul>
  );

  return (
    <div className={styles.comments}>
      {items(comments, 1)}
      {error ? (
        <p role="alert" className={styles.errorText}>
          {error}
        </p>
      ) : null}
      {hasMore ? (
        <div className={styles.more}>
          <Button variant="secondary" loading={loadingMore} onClick={onLoadMore}>
            {MORE_COMMENTS_TEXT}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
