import { useId, useState, type ReactNode } from 'react';
import { COMMENT_MAX_DEPTH } from '@portal/contracts/constants';
import type { Comment, Material } from '@portal/contracts/schemas/entities';
import { Button } from '@portal/shared-ui/components/Button';
import { CommentList } from '@portal/shared-ui/components/CommentList';
import { plural } from '@portal/shared-ui/lib/plural';
import { profileHref } from '../../../lib/links';
import { shownError } from '@portal/shared-ui/lib/queryState';
import { useViewer } from '../../../lib/viewer';
import { useMaterialComments } from '../api/comments';
import { CommentComposer } from './CommentComposer';
import styles from './CommentsBlock.module.css';

export const COMMENT_COUNT_FORMS = { one: '{n} komentārs', many: '{n} komentāri', zero: 'Komentāri' };

/**
 * The comments block of spec §2.2: the heading with the count, the form for a signed-in viewer who
 * is not the owner, the comments with 'Atbildēt' below depth 2 (the owner answers too, spec §6
 * hides only the owner's own form), and 'load more'.
 */
export interface CommentsBlockProps {
  material: Material;
  /** Beside a comment's 'Atbildēt': what the page adds about it (issue 19: reporting, hiding). */
  commentTools?: (comment: Comment) => ReactNode;
}

export function CommentsBlock({ material, commentTools }: CommentsBlockProps) {
  const headingId = useId();
  const viewer = useViewer();
  const own = viewer.id !== null && material.owner_id === viewer.id;
  const comments = useMaterialComments(material.id);
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const error = shownError(comments);

  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {comments.data ? plural(comments.total, COMMENT_COUNT_FORMS) : 'Komentāri'}
      </h2>
      {viewer.signedIn && !own ? <CommentComposer materialId={material.id} /> : null}
      <CommentList
        comments={comments.comments}
        loading={comments.isPending}
        error={error ? 'Neizdevās ielādēt komentārus.' : null}
        onRetry={() => void comments.refetch()}
        hasMore={comments.hasNextPage}
        loadingMore={comments.isFetchingNextPage}
        onLoadMore={() => void comments.fetchNextPage()}
        authorHref={(author) => profileHref(author.id, viewer.id)}
        renderActions={(comment, depth) => {
          // A hidden comment (seen by its author and administrators) takes no answers.
          const canReply = viewer.signedIn && depth < COMMENT_MAX_DEPTH && !comment.hidden;
          const tools = commentTools?.(comment) ?? null;
          if (!canReply && !tools) return null;
          return (
            <div className={styles.reply}>
              {canReply && replyingTo === comment.id ? (
                <CommentComposer
                  materialId={material.id}
                  replyTo={comment.id}
                  focusOnOpen
                  onDone={() => setReplyingTo(null)}
                />
              ) : null}
              <div className={styles.commentActions}>
                {canReply && replyingTo !== comment.id ? (
                  <Button
                    variant="link"
                    size="small"
                    aria-label={`Atbildēt: ${comment.author.name}`}
                    onClick={() => setReplyingTo(comment.id)}
                  >
                    Atbildēt
                  </Button>
                ) : null}
                {tools}
              </div>
            </div>
          );
        }}
      />
    </section>
  );
}
