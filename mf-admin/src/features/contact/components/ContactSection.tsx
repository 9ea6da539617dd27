import { useState } from 'react';
import {
  CONTACT_MESSAGE_STATUSES,
  type AdminContactMessage,
  type ContactMessageStatus,
} from '@portal/contracts/schemas/admin/contact';
import { Button } from '@portal/shared-ui/components/Button';
import { TabLinks } from '@portal/shared-ui/components/TabLinks';
import { formatListDate } from '@portal/shared-ui/lib/date';
import { AdminFrame } from '../../../lib/AdminFrame';
import { AdminTable, type ColumnDef } from '../../../lib/AdminTable';
import { ListSearch } from '../../../lib/ListSearch';
import { PagedList } from '../../../lib/PagedList';
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
  const address = useListAddress({ values: CONTACT_MESSAGE_STATUSES, fallback: 'new' });
  const { filter: status, page, q } = address;
  const query = useContactMessages({ status, page, q });
  const [open, setOpen] = useState<AdminContactMessage | null>(null);

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
      <TabLinks label="Ziņu statuss" tabs={address.tabsOf(TAB_LABELS, query.data?.counts)} />
      <ListSearch label="Meklēt ziņas" value={q} onSearch={address.setQuery} placeholder="Vārds, e-pasts vai tēma" />
      <PagedList
        query={query}
        address={address}
        label="Ziņu saraksts"
        loadingText="Ielādē ziņas..."
        errorText="Ziņas neizdevās ielādēt."
        pagesLabel="Ziņu saraksta lapas"
      >
        {(answer) => (
          <AdminTable
            caption={CAPTIONS[status]}
            columns={columns}
            rows={answer.data}
            rowKey={(message) => message.id}
            empty={empty}
          />
        )}
      </PagedList>
      {open ? <ContactMessageDialog message={open} onClose={() => setOpen(null)} /> : null}
    </AdminFrame>
  );
}
