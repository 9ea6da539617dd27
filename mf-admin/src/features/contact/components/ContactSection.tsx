import { useState } from 'react';
import {
  CONTACT_MESSAGE_STATUSES,
  type AdminContactMessage,
  type ContactMessageStatus,
} from '@portal/contracts/schemas/admin/contact';
import { Button } from '@portal/shared-ui/components/Button';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Pagination } from '@portal/shared-ui/components/Pagination';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { formatListDate } from '@portal/shared-ui/lib/date';
import { useListPaging } from '@portal/shared-ui/lib/listQuery';
import { isLoading, shownError } from '@portal/shared-ui/lib/queryState';
import { AdminFrame } from '../../../lib/AdminFrame';
import { AdminTable, type ColumnDef } from '../../../lib/AdminTable';
import { ListTabs } from '../../../lib/ListTabs';
import { SearchBox } from '../../../lib/SearchBox';
import { useListAddress } from '../../../lib/useListAddress';
import { useContactMessages } from '../api/contact';
import { ContactMessageDialog } from './ContactMessageDialog';
import styles from './ContactSection.module.css';

const TAB_LABELS: Record<ContactMessageStatus, string> = { new: 'Jaunās', answered: 'Atbildētās' };
const CAPTIONS: Record<ContactMessageStatus, string> = {
  new: 'Jaunās ziņas, jaunākās augšā',
  answered: 'Atbildētās ziņas, pēdējās atbildētās augšā',
};

/**
 * 'Saziņa' (issue 19): what visitors sent through the contact form, kept as well as mailed to the
 * portal's address; new ones first, each opened in full with a reply link (the administrator's own
 * mail program) and the answered mark.
 */
export default function ContactSection() {
  const { status, page, q, setPage, setQuery, hrefOf } = useListAddress(CONTACT_MESSAGE_STATUSES, 'new');
  const query = useContactMessages({ status, page, q });
  const [open, setOpen] = useState<AdminContactMessage | null>(null);
  const loading = isLoading(query);
  const error = shownError(query);
  const { section, goTo } = useListPaging(page, setPage, query.data?.meta.last_page ?? null, loading);

  const columns: ColumnDef<AdminContactMessage>[] = [
    {
      header: 'Sūtītājs',
      cell: ({ row }) => (
        <span className={styles.sender}>
          <span>
            {row.original.first_name} {row.original.last_name}
          </span>
          <span className={styles.muted}>{row.original.email}</span>
        </span>
      ),
    },
    { header: 'Tēma', accessorKey: 'topic' },
    { header: 'Saņemta', cell: ({ row }) => formatListDate(row.original.created_at) },
    ...(status === 'answered'
      ? [
          {
            header: 'Atbildēta',
            cell: ({ row }) =>
              `${formatListDate(row.original.answered_at)}${row.original.answered_by ? ` (${row.original.answered_by.name})` : ''}`,
          } satisfies ColumnDef<AdminContactMessage>,
        ]
      : []),
    {
      header: 'Darbības',
      cell: ({ row }) => (
        <Button
          size="small"
          variant="secondary"
          onClick={() => setOpen(row.original)}
          aria-label={`Atvērt ziņu „${row.original.topic}” no ${row.original.first_name} ${row.original.last_name}`}
        >
          Atvērt
        </Button>
      ),
    },
  ];

  const empty = q
    ? 'Neviena ziņa neatbilst meklētajam.'
    : status === 'new'
      ? 'Jaunu ziņu nav: uz visām ir atbildēts.'
      : 'Atbildētu ziņu vēl nav.';

  return (
    <AdminFrame
      title="Saziņa"
      intro="Ziņas, ko apmeklētāji sūtījuši ar saziņas formu. Tās nonāk arī portāla e-pastā; atbildi no sava e-pasta un atzīmē ziņu kā atbildētu."
    >
      <ListTabs
        label="Ziņu statuss"
        value={status}
        hrefOf={hrefOf}
        tabs={CONTACT_MESSAGE_STATUSES.map((value) => ({
          value,
          label: TAB_LABELS[value],
          count: query.data?.counts[value],
        }))}
      />
      <SearchBox label="Meklēt ziņas" value={q} onSearch={setQuery} placeholder="Vārds, e-pasts vai tēma" />
      <section ref={section} aria-label="Ziņu saraksts" aria-busy={loading || undefined} className={styles.list}>
        {error ? (
          <LoadError text="Ziņas neizdevās ielādēt." onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <Spinner block label="Ielādē ziņas..." />
        ) : (
          <>
            <AdminTable
              caption={CAPTIONS[status]}
              columns={columns}
              rows={query.data.data}
              rowKey={(message) => message.id}
              empty={empty}
            />
            {query.data.meta.last_page > 1 ? (
              <Pagination
                currentPage={query.data.meta.current_page}
                lastPage={query.data.meta.last_page}
                onChange={goTo}
                label="Ziņu saraksta lapas"
              />
            ) : null}
          </>
        )}
      </section>
      {open ? <ContactMessageDialog message={open} onClose={() => setOpen(null)} /> : null}
    </AdminFrame>
  );
}
