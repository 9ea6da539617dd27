import type { ReportGroup } from '@portal/contracts/schemas/admin/reports';
import { AdminTable, type ColumnDef } from '../../../lib/AdminTable';
import { PagedList } from '../../../lib/PagedList';
import { useListAddress } from '../../../lib/useListAddress';
import { useReportQueue } from '../hooks/reportQueue';
import { GroupActions } from './GroupActions';
import { ReportedItem } from './ReportedItem';
import { ReportList } from './ReportList';

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
  const address = useListAddress();
  const queue = useReportQueue(address.page);
  return (
    <PagedList
      query={queue}
      address={address}
      loadingText="Ielādē ziņojumus..."
      errorText={QUEUE_ERROR}
      pagesLabel="Ziņojumu lapas"
    >
      {({ data }) => (
        <AdminTable
          caption={QUEUE_CAPTION}
          columns={COLUMNS}
          rows={data}
          empty={QUEUE_EMPTY}
          rowKey={(group) => `${group.item_type}-${group.item_id}`}
        />
      )}
    </PagedList>
  );
}
