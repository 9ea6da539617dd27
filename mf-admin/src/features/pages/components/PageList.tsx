import { routePath } from '@portal/contracts/routes';
import type { AdminPageSummary } from '@portal/contracts/schemas/admin/content';
import { Button } from '@portal/shared-ui/components/Button';
import { formatDate } from '@portal/shared-ui/lib/date';
import { Link } from '@portal/shared-ui/lib/router';
import { AdminFrame } from '../../../lib/AdminFrame';
import { adminPath } from '../../../lib/adminPath';
import { AdminTable, type ColumnDef } from '../../../lib/AdminTable';
import { ConfirmDialog } from '../../../lib/ConfirmDialog';
import { DeleteButton } from '../../../lib/DeleteButton';
import { ListSearch } from '../../../lib/ListSearch';
import { PagedList } from '../../../lib/PagedList';
import { useDeleteQuestion } from '../../../lib/useDeleteQuestion';
import { useListAddress } from '../../../lib/useListAddress';
import { useDeletePage, usePageList } from '../hooks/usePages';
import styles from './PageList.module.css';

export const KEPT_PAGE_NOTE = 'Nevar dzēst: uz to ved saites portālā';

/** 'Lapas': the static pages by title, with their addresses; search, paging, delete with a question. */
export function PageList() {
  const address = useListAddress();
  const { page, q } = address;
  const query = usePageList({ page, q });
  const remove = useDeletePage();
  const deletion = useDeleteQuestion((page: AdminPageSummary) => remove.mutateAsync(page.slug), 'Lapa izdzēsta.');

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
          <DeleteButton name={page.title} onClick={() => deletion.ask(page)} />
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
      <ListSearch label="Meklēt lapās" value={q} onSearch={address.setQuery} />
      <PagedList
        query={query}
        address={address}
        loadingText="Ielādē lapas..."
        errorText="Neizdevās ielādēt lapas."
        pagesLabel="Lapu saraksta lapas"
      >
        {(answer) => (
          <AdminTable
            caption={`Lapas (${answer.meta.total})`}
            columns={columns}
            rows={answer.data}
            rowKey={(page) => page.id}
            empty={q ? 'Neviena lapa neatbilst meklētajam.' : 'Vēl nav nevienas lapas. Pievieno pirmo ar „Jauna lapa”.'}
          />
        )}
      </PagedList>
      <ConfirmDialog title="Dzēst lapu?" confirm="Dzēst" {...deletion.dialog}>
        <p>{`Lapa „${deletion.item?.title ?? ''}” (/lapa/${deletion.item?.slug ?? ''}) tiks izdzēsta. Saites uz to vairs nedarbosies.`}</p>
      </ConfirmDialog>
    </AdminFrame>
  );
}
