import { useState } from 'react';
import { routePath } from '@portal/contracts/routes';
import type { AdminPageSummary } from '@portal/contracts/schemas/admin/content';
import { Button } from '@portal/shared-ui/components/Button';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Pagination } from '@portal/shared-ui/components/Pagination';
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
import { useDeletePage, usePageList } from '../hooks/usePages';
import styles from './PageList.module.css';

export const KEPT_PAGE_NOTE = 'Nevar dzēst: uz to ved saites portālā';

/** 'Lapas': the static pages by title, with their addresses; search, paging, delete with a question. */
export function PageList() {
  const params = useListParams(['q'] as const);
  const query = usePageList({ page: params.page, q: params.q });
  const remove = useDeletePage();
  const notify = useNotifications((s) => s.notify);
  const [deleting, setDeleting] = useState<AdminPageSummary | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const failed = shownError(query);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.slug);
      notify({ type: 'success', title: 'Lapa izdzēsta.' });
      setDeleting(null);
    } catch (error) {
      setDeleteError((await describeFailure(error)).message);
    }
  };

  const columns: ColumnDef<AdminPageSummary>[] = [
    {
      id: 'title',
      header: 'Nosaukums',
      cell: ({ row: { original: page } }) => (
        <Link to={adminPath('lapas', 'rediget', page.slug)} className={styles.title}>
          {page.title}
        </Link>
      ),
    },
    {
      id: 'slug',
      header: 'Adrese',
      cell: ({ row: { original: page } }) => (
        <Link to={routePath('page', { slug: page.slug })}>
          <code>{`/lapa/${page.slug}`}</code>
        </Link>
      ),
    },
    {
      id: 'updated',
      header: 'Mainīta',
      cell: ({ row: { original: page } }) => <time dateTime={page.updated_at}>{formatDate(page.updated_at)}</time>,
    },
    {
      id: 'actions',
      header: 'Darbības',
      cell: ({ row: { original: page } }) =>
        page.protected ? (
          <span className={styles.kept}>{KEPT_PAGE_NOTE}</span>
        ) : (
          <Button
            size="small"
            variant="secondary"
            icon="trash"
            aria-label={`Dzēst: ${page.title}`}
            onClick={() => {
              setDeleteError(null);
              setDeleting(page);
            }}
          >
            Dzēst
          </Button>
        ),
    },
  ];

  return (
    <AdminFrame
      title="Lapas"
      intro="Noteikumu un „Par portālu” lapu tekstu var mainīt, bet ne adresi: uz tām ved saites portāla kājenē, reģistrācijā un paziņojumā par sīkdatnēm."
      actions={
        <Button to={adminPath('lapas', 'jauna')} variant="primary" icon="plus">
          Jauna lapa
        </Button>
      }
    >
      <ListSearch label="Meklēt lapās" value={params.q} onSearch={(q) => params.set({ q })} />
      {failed ? (
        <LoadError text="Neizdevās ielādēt lapas." onRetry={() => void query.refetch()} />
      ) : query.data === undefined ? (
        <Spinner block label="Ielādē lapas..." />
      ) : (
        <div className={isLoading(query) ? styles.loading : undefined} aria-busy={isLoading(query) || undefined}>
          <AdminTable
            caption={`Lapas (${query.data.meta.total})`}
            columns={columns}
            rows={query.data.data}
            rowKey={(page) => page.id}
            empty={
              params.q
                ? 'Neviena lapa neatbilst meklētajam.'
                : 'Vēl nav nevienas lapas. Pievieno pirmo ar „Jauna lapa”.'
            }
          />
          {query.data.meta.last_page > 1 ? (
            <Pagination
              currentPage={query.data.meta.current_page}
              lastPage={query.data.meta.last_page}
              onChange={(page) => params.set({ page })}
              label="Lapu saraksta lapas"
            />
          ) : null}
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Dzēst lapu?"
        confirm="Dzēst"
        busy={remove.isPending}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{`Lapa „${deleting?.title ?? ''}” (/lapa/${deleting?.slug ?? ''}) tiks izdzēsta. Saites uz to vairs nedarbosies.`}</p>
      </ConfirmDialog>
    </AdminFrame>
  );
}
