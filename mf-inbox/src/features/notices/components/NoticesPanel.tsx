import { useId } from 'react';
import type { Notice } from '@portal/contracts/schemas/reports';
import { Button } from '@portal/shared-ui/components/Button';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { describeFailure } from '@portal/shared-ui/lib/failure';
import { formatDate, parseDate } from '@portal/shared-ui/lib/date';
import { plural } from '@portal/shared-ui/lib/plural';
import { shownError } from '@portal/shared-ui/lib/queryState';
import { Link } from '@portal/shared-ui/lib/router';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { materialHref } from '../../../lib/links';
import { useMarkNoticeSeen, useNotices } from '../api/notices';
import styles from './NoticesPanel.module.css';

export const NOTICES_TITLE = 'Paziņojumi';
export const NOTICES_LOAD_ERROR = 'Neizdevās ielādēt paziņojumus.';
export const MORE_NOTICES = 'Rādīt vēl paziņojumus';

function NoticeItem({ notice }: { notice: Notice }) {
  const markSeen = useMarkNoticeSeen();
  const notify = useNotifications((state) => state.notify);
  const at = parseDate(notice.created_at);
  return (
    <li className={[styles.item, notice.seen ? '' : styles.unseen].filter(Boolean).join(' ')}>
      <p className={styles.text}>{notice.text}</p>
      <div className={styles.meta}>
        {at ? <time dateTime={at.toISOString()}>{formatDate(at)}</time> : null}
        {notice.material && !notice.kind.endsWith('.deleted') ? (
          <Link to={materialHref(notice.material.id)}>{notice.material.title}</Link>
        ) : null}
        {notice.seen ? null : (
          <Button
            variant="secondary"
            size="small"
            icon="check"
            title="Atzīmēt kā redzētu"
            loading={markSeen.isPending}
            onClick={() =>
              markSeen.mutate(notice.id, {
                onError: async (error) => notify({ type: 'error', title: (await describeFailure(error)).message }),
              })
            }
          >
            Redzēts
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * 'Paziņojumi' above the comments (issue 19): what administrators decided about the teacher's
 * materials and comments (hidden, restored, deleted, with the reason), newest first, unseen ones
 * highlighted until marked 'Redzēts' (the header's badge counts them). Shown only to a teacher who
 * has any: most never will, and an empty box above every inbox would say nothing.
 */
export function NoticesPanel() {
  const headingId = useId();
  const query = useNotices();
  const error = shownError(query);
  if (error && !query.data) return <LoadError text={NOTICES_LOAD_ERROR} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Spinner block label="Ielādē paziņojumus..." />;
  if (query.notices.length === 0) return null;
  const unseen = query.notices.filter((notice) => !notice.seen).length;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {NOTICES_TITLE}
        {unseen > 0 ? (
          <span className={styles.count}>{plural(unseen, { one: '{n} jauns', many: '{n} jauni' })}</span>
        ) : null}
      </h2>
      <ul className={styles.list}>
        {query.notices.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <div>
          <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {MORE_NOTICES}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
