import type { AuditEntry } from '@portal/contracts/schemas/admin/audit';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Pagination } from '@portal/shared-ui/components/Pagination';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';
import { formatDate, formatTime } from '@portal/shared-ui/lib/date';
import { Link } from '@portal/shared-ui/lib/router';
import { isLoading, shownError } from '@portal/shared-ui/lib/queryState';
import { AdminFrame } from '../../../lib/AdminFrame';
import { AdminTable, type ColumnDef } from '../../../lib/AdminTable';
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
  const { filters, request, setFilters, setPage } = useAuditAddress();
  const log = useAuditLog(request);
  const error = shownError(log);
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
      {isLoading(log) && !log.data ? (
        <Spinner block label="Ielādē žurnālu..." />
      ) : error ? (
        <LoadError text="Neizdevās ielādēt žurnālu." onRetry={() => void log.refetch()} />
      ) : log.data ? (
        <div className={isLoading(log) ? styles.loading : undefined} aria-busy={isLoading(log) || undefined}>
          <AdminTable
            caption={`Žurnāla ieraksti (${log.data.meta.total})`}
            columns={columns}
            rows={log.data.data}
            empty={filtered ? 'Neviens ieraksts neatbilst atlasei.' : 'Žurnālā vēl nav neviena ieraksta.'}
            rowKey={(entry) => entry.id}
          />
          <Pagination
            currentPage={log.data.meta.current_page}
            lastPage={log.data.meta.last_page}
            onChange={setPage}
            label="Žurnāla lapas"
          />
        </div>
      ) : null}
    </AdminFrame>
  );
}
