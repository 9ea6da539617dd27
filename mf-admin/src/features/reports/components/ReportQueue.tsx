import { FIRST_PAGE } from '@portal/contracts/constants';
import type { ReportGroup } from '@portal/contracts/schemas/admin/reports';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Pagination } from '@portal/shared-ui/components/Pagination';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { readPage } from '@portal/shared-ui/lib/listQuery';
import { isLoading, shownError } from '@portal/shared-ui/lib/queryState';
import { useSearchParams } from '@portal/shared-ui/lib/router';
import { AdminTable, type ColumnDef } from '../../../lib/AdminTable';
import { useReportQueue } from '../hooks/reportQueue';
import { GroupActions } from './GroupActions';
import { ReportedItem } from './ReportedItem';
import { ReportList } from './ReportList';
import styles from './Reports.module.css';

export const QUEUE_CAPTION = 'Neizskatītie ziņojumi pa saturam, jaunākie augšā';
export const QUEUE_EMPTY = 'Nav neizskatītu ziņojumu. Kad skolotājs ziņos par pārkāpumu, tas parādīsies šeit.';
export const QUEUE_ERROR = 'Neizdevās ielādēt ziņojumus.';

const COLUMNS: ColumnDef<ReportGroup>[] = [
  { id: 'item', header: 'Saturs', cell: ({ row }) => <ReportedItem group={row.original} /> },
  { id: 'reports', header: 'Ziņojumi', cell: ({ row }) => <ReportList group={row.original} /> },
  { id: 'actions', header: 'Darbības', cell: ({ row }) => <GroupActions group={row.original} /> },
];

/** The queue a page at a time (`?page=` in the address), with its loading, empty and error states. */
export function ReportQueue() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const queue = useReportQueue(page);
  const error = shownError(queue);
  const setPage = (next: number) =>
    setParams((current) => {
      const result = new URLSearchParams(current);
      if (next <= FIRST_PAGE) result.delete('page');
      else result.set('page', String(next));
      return result;
    });

  if (error) return <LoadError text={QUEUE_ERROR} onRetry={() => void queue.refetch()} />;
  if (!queue.data) return <Spinner block label="Ielādē ziņojumus..." />;
  const { data, meta } = queue.data;
  return (
    <div className={styles.queue} aria-busy={isLoading(queue) || undefined}>
      <AdminTable
        caption={QUEUE_CAPTION}
        columns={COLUMNS}
        rows={data}
        empty={QUEUE_EMPTY}
        rowKey={(group) => `${group.item_type}-${group.item_id}`}
      />
      <Pagination currentPage={meta.current_page} lastPage={meta.last_page} onChange={setPage} label="Ziņojumu lapas" />
    </div>
  );
}
