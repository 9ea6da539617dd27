import { useId, useState } from 'react';
import type { AdminArticleSummary, ArticleState } from '@portal/contracts/schemas/admin/content';
import { Button } from '@portal/shared-ui/components/Button';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Pagination } from '@portal/shared-ui/components/Pagination';
import { Select } from '@portal/shared-ui/components/Select';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { formatDate } from '@portal/shared-ui/lib/date';
import { describeFailure } from '@portal/shared-ui/lib/failure';
import { isLoading, shownError } from '@portal/shared-ui/lib/queryState';
import { Link } from '@portal/shared-ui/lib/router';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { AdminFrame } from '../../../lib/AdminFrame';
import { adminPath } from '../../../lib/adminPath';
import { AdminTable, type ColumnDef } from '../../../lib/AdminTable';
import { ConfirmDialog } from '../../../lib/ConfirmDialog';
import { ListSearch } from '../../../lib/ListSearch';
import { useListParams } from '../../../lib/listParams';
import { useDeleteNews, useNewsList, useUpdateNews } from '../hooks/useNews';
import styles from './NewsList.module.css';

export const STATE_LABELS = { draft: 'Melnraksts', published: 'Publicēts' } as const;

const STATE_OPTIONS = [
  { value: 'all', label: 'Visi' },
  { value: 'draft', label: 'Melnraksti' },
  { value: 'published', label: 'Publicētie' },
];

const readState = (value: string): ArticleState => (value === 'draft' || value === 'published' ? value : 'all');

/** 'Jaunumi': every post, drafts too, newest first; search, state, paging; publish, unpublish, delete. */
export function NewsList() {
  const stateId = useId();
  const params = useListParams(['q', 'state'] as const);
  const state = readState(params.state);
  const query = useNewsList({ page: params.page, q: params.q, state });
  const update = useUpdateNews();
  const remove = useDeleteNews();
  const notify = useNotifications((s) => s.notify);
  const [deleting, setDeleting] = useState<AdminArticleSummary | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const failed = shownError(query);
  const filtered = params.q !== '' || state !== 'all';

  const togglePublished = async (post: AdminArticleSummary) => {
    try {
      await update.mutateAsync({ id: post.id, changes: { published: !post.published } });
      notify({ type: 'success', title: post.published ? 'Jaunums vairs nav publicēts.' : 'Jaunums publicēts.' });
    } catch (error) {
      notify({ type: 'error', title: (await describeFailure(error)).message });
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify({ type: 'success', title: 'Jaunums izdzēsts.' });
      setDeleting(null);
    } catch (error) {
      setDeleteError((await describeFailure(error)).message);
    }
  };

  const columns: ColumnDef<AdminArticleSummary>[] = [
    {
      id: 'title',
      header: 'Nosaukums',
      cell: ({ row: { original: post } }) => (
        <Link to={adminPath('jaunumi', post.id)} className={styles.title}>
          {post.title}
        </Link>
      ),
    },
    {
      id: 'state',
      header: 'Stāvoklis',
      cell: ({ row: { original: post } }) => (
        <span className={post.published ? styles.published : styles.draft}>
          {post.published ? STATE_LABELS.published : STATE_LABELS.draft}
        </span>
      ),
    },
    {
      id: 'date',
      header: 'Datums',
      cell: ({ row: { original: post } }) => <time dateTime={post.created_at}>{formatDate(post.created_at)}</time>,
    },
    {
      id: 'actions',
      header: 'Darbības',
      cell: ({ row: { original: post } }) => (
        <div className={styles.actions}>
          <Button
            size="small"
            variant="secondary"
            aria-label={`${post.published ? 'Atsaukt publicēšanu' : 'Publicēt'}: ${post.title}`}
            loading={update.isPending && update.variables?.id === post.id}
            onClick={() => void togglePublished(post)}
          >
            {post.published ? 'Atsaukt publicēšanu' : 'Publicēt'}
          </Button>
          <Button
            size="small"
            variant="secondary"
            icon="trash"
            aria-label={`Dzēst: ${post.title}`}
            onClick={() => {
              setDeleteError(null);
              setDeleting(post);
            }}
          >
            Dzēst
          </Button>
        </div>
      ),
    },
  ];

  return (
    <AdminFrame
      title="Jaunumi"
      actions={
        <Button to={adminPath('jaunumi', 'jauns')} variant="primary" icon="plus">
          Jauns jaunums
        </Button>
      }
    >
      <div className={styles.filters}>
        <ListSearch label="Meklēt jaunumos" value={params.q} onSearch={(q) => params.set({ q })} />
        <div className={styles.state}>
          <label htmlFor={stateId}>Rādīt</label>
          <Select
            id={stateId}
            options={STATE_OPTIONS}
            value={state}
            onChange={(event) => params.set({ state: event.target.value === 'all' ? '' : event.target.value })}
          />
        </div>
      </div>
      {failed ? (
        <LoadError text="Neizdevās ielādēt jaunumus." onRetry={() => void query.refetch()} />
      ) : query.data === undefined ? (
        <Spinner block label="Ielādē jaunumus..." />
      ) : (
        <div className={isLoading(query) ? styles.loading : undefined} aria-busy={isLoading(query) || undefined}>
          <AdminTable
            caption={`Jaunumi (${query.data.meta.total})`}
            columns={columns}
            rows={query.data.data}
            rowKey={(post) => post.id}
            empty={
              filtered
                ? 'Neviens jaunums neatbilst meklētajam.'
                : 'Vēl nav neviena jaunuma. Raksti pirmo ar „Jauns jaunums”.'
            }
          />
          {query.data.meta.last_page > 1 ? (
            <Pagination
              currentPage={query.data.meta.current_page}
              lastPage={query.data.meta.last_page}
              onChange={(page) => params.set({ page })}
              label="Jaunumu lapas"
            />
          ) : null}
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Dzēst jaunumu?"
        confirm="Dzēst"
        busy={remove.isPending}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{`Jaunums „${deleting?.title ?? ''}” tiks izdzēsts kopā ar tā attēlu. To nevarēs atjaunot.`}</p>
      </ConfirmDialog>
    </AdminFrame>
  );
}
