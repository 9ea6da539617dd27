import type { AuditEntry } from '@portal/contracts/schemas/admin/audit';
import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';
import { formatDate, formatTime } from '@portal/shared-ui/lib/date';
import { Link } from '@portal/shared-ui/lib/router';
import { AdminFrame } from '../../../lib/AdminFrame';
import { AdminTable, type ColumnDef } from '../../../lib/AdminTable';
import { PagedList } from '../../../lib/PagedList';
import { useAuditLog } from '../hooks/useAuditLog';
import { actorSearch, useAuditAddress } from '../hooks/useAuditAddress';
import { AuditChanges } from './AuditChanges';
import { AuditFilterForm } from './AuditFilterForm';
import { actionLabel, itemTypeLabel } from './auditLabels';
import styles from './AuditSection.module.css';

const columns: ColumnDef<AuditEntry>[] = [
  {
    id: 'when',
    header: 'Laiks',
    cell: ({ row }) => (
      <span className={styles.when}>
        {formatDate(row.original.created_at)} {formatTime(row.original.created_at)}
      </span>
    ),
  },
  {
    id: 'who',
    header: 'Kas',
    cell: ({ row }) => {
      const { actor } = row.original;
      if (actor.id === null) return <span className={styles.who}>{actor.label}</span>;
      return (
        <Link to={{ search: actorSearch(actor.id) }} className={styles.who}>
          {actor.label}
          <VisuallyHidden> (rādīt tikai šīs personas darbības)</VisuallyHidden>
        </Link>
      );
    },
  },
  {
    id: 'what',
    header: 'Darbība',
    cell: ({ row }) => (
      <span className={styles.what}>
        {actionLabel(row.original.action)}
        <code className={styles.code}>{row.original.action}</code>
      </span>
    ),
  },
  {
    id: 'item',
    header: 'Ieraksts',
    cell: ({ row }) =>
      `${itemTypeLabel(row.original.item_type)}${row.original.item_id !== null ? ` Nr. ${row.original.item_id}` : ''}`,
  },
  { id: 'changes', header: 'Izmaiņas', cell: ({ row }) => <AuditChanges entry={row.original} /> },
];

/**
 * 'Žurnāls' (issue 19): every administrator's action and every command-line admin command, newest
 * first — who, when, what, which item and its fields before and after — filtered by action, item
 * type, person and a search, 20 a page. Read only: nothing here (or anywhere) changes the log.
 */
export default function AuditSection() {
  const { filters, page, request, setFilters, setPage } = useAuditAddress();
  const log = useAuditLog(request);
  const filtered = Boolean(filters.action || filters.itemType || filters.q || filters.actorId);
  return (
    <AdminFrame
      title="Žurnāls"
      intro="Katra administratora darbība portālā un komandrindā: kas, kad, ko un ar kuru ierakstu darīja, un kā mainījās tā lauki. Žurnālu nevar labot vai dzēst."
    >
      <AuditFilterForm
        key={JSON.stringify(filters)}
        initial={filters}
        actions={log.data?.filters.actions ?? []}
        itemTypes={log.data?.filters.item_types ?? []}
        onApply={setFilters}
      />
      <PagedList
        query={log}
        address={{ page, setPage }}
        loadingText="Ielādē žurnālu..."
        errorText="Neizdevās ielādēt žurnālu."
        pagesLabel="Žurnāla lapas"
      >
        {(answer) => (
          <AdminTable
            caption={`Žurnāla ieraksti (${answer.meta.total})`}
            columns={columns}
            rows={answer.data}
            empty={filtered ? 'Neviens ieraksts neatbilst atlasei.' : 'Žurnālā vēl nav neviena ieraksta.'}
            rowKey={(entry) => entry.id}
          />
        )}
      </PagedList>
    </AdminFrame>
  );
}
