import { CommentItem } from '@portal/shared-ui/components/CommentItem';
import { EmptyState } from '@portal/shared-ui/components/EmptyState';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Pagination } from '@portal/shared-ui/components/Pagination';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { isLoading, shownError } from '@portal/shared-ui/lib/queryState';
import { materialHref, profileHref } from '../../../lib/links';
import { useViewerId } from '../../../lib/viewer';
import { useInboxComments } from '../api/inboxComments';
import { usePageParam } from '../hooks/usePageParam';
import { SeenButton } from './SeenButton';
import styles from './CommentsInbox.module.css';

export const NO_COMMENTS_TEXT = 'Tev nav neviena komentāra :(';
export const COMMENTS_LOAD_ERROR = 'Neizdevās ielādēt komentārus.';

/**
 * 'Komentāri' (spec §2.2): others' comments on the teacher's materials and answers to the
 * teacher's comments, newest first. A comment is new to its reader while `seen_by_recipient` is
 * false (the API counts the badge the same way).
 */
export function CommentsInbox() {
  const viewerId = useViewerId();
  const [page, setPage] = usePageParam();
  const query = useInboxComments(page);
  const comments = query.data?.data ?? [];
  const error = shownError(query);

  if (error && !query.data) return <LoadError text={COMMENTS_LOAD_ERROR} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Spinner block label="Ielādē komentārus..." />;
  if (comments.length === 0) return <EmptyState text={NO_COMMENTS_TEXT} />;

  return (
    <div className={styles.inbox} aria-busy={isLoading(query) || undefined}>
      <ul className={[styles.list, isLoading(query) ? styles.dimmed : ''].filter(Boolean).join(' ')}>
        {comments.map((comment) => {
          const unseen = !comment.seen_by_recipient;
          return (
            <li key={comment.id} className={styles.item}>
              <CommentItem
                comment={comment}
                // An answer signed with a pseudonym has no author id: nothing ties it to a profile.
                authorHref={comment.author.id === null ? undefined : profileHref(comment.author.id, viewerId)}
                materialHref={materialHref(comment.material.id)}
                unseen={unseen}
              >
                {unseen ? (
                  <div>
                    <SeenButton commentId={comment.id} />
                  </div>
                ) : null}
              </CommentItem>
            </li>
          );
        })}
      </ul>
      <Pagination
        currentPage={query.data.meta.current_page}
        lastPage={query.data.meta.last_page}
        onChange={setPage}
        label="Komentāru lapas"
      />
    </div>
  );
}
