import type { Message, Paged } from '@portal/contracts/schemas/entities';
import { EmptyState } from '@portal/shared-ui/components/EmptyState';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Pagination } from '@portal/shared-ui/components/Pagination';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { ThreadItem } from '@portal/shared-ui/components/ThreadItem';
import { threadHref } from '../../../lib/links';
import styles from './ThreadList.module.css';

export const NO_MESSAGES_TEXT = 'Šobrīd nav nevienas ziņas';
export const THREADS_LOAD_ERROR = 'Neizdevās ielādēt ziņas.';

export interface ThreadListProps {
  list: Paged<Message> | undefined;
  viewerId: number;
  activeId: number | null;
  /** Another page or search is on its way (the last answer stays, dimmed). */
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onPage: (page: number) => void;
}

/** The threads beside the open one (spec §2.2), latest activity first, with pages. */
export function ThreadList({ list, viewerId, activeId, loading, failed, onRetry, onPage }: ThreadListProps) {
  if (failed && !list) return <LoadError text={THREADS_LOAD_ERROR} onRetry={onRetry} />;
  if (!list) return <Spinner block label="Ielādē ziņas..." />;
  if (list.data.length === 0) return <EmptyState text={NO_MESSAGES_TEXT} />;
  return (
    <div className={styles.threads} aria-busy={loading || undefined}>
      <ul className={[styles.list, loading ? styles.dimmed : ''].filter(Boolean).join(' ')}>
        {list.data.map((thread) => (
          <li key={thread.id}>
            <ThreadItem
              thread={thread}
              viewerId={viewerId}
              to={threadHref(thread.id)}
              active={thread.id === activeId}
            />
          </li>
        ))}
      </ul>
      <Pagination
        currentPage={list.meta.current_page}
        lastPage={list.meta.last_page}
        onChange={onPage}
        label="Sarakstu lapas"
      />
    </div>
  );
}
