import { MAIL_STATUSES, type AdminMail, type MailStatus } from '@portal/contracts/schemas/admin/mail';
import { Button } from '@portal/shared-ui/components/Button';
import { TabLinks } from '@portal/shared-ui/components/TabLinks';
import { formatListDate } from '@portal/shared-ui/lib/date';
import { describeFailure } from '@portal/shared-ui/lib/failure';
import { plural } from '@portal/shared-ui/lib/plural';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { AdminFrame } from '../../../lib/AdminFrame';
import { AdminTable, type ColumnDef } from '../../../lib/AdminTable';
import { PagedList } from '../../../lib/PagedList';
import { useListAddress } from '../../../lib/useListAddress';
import { useMail, useRetryMail } from '../api/mail';
import styles from './MailSection.module.css';

const TAB_LABELS: Record<MailStatus, string> = { failed: 'Neizdevušās', pending: 'Gaida', sent: 'Nosūtītās' };
const CAPTIONS: Record<MailStatus, string> = {
  failed: 'Vēstules, kuras neizdevās nosūtīt',
  pending: 'Vēstules, kas gaida sūtīšanu',
  sent: 'Nosūtītās vēstules',
};
const EMPTY: Record<MailStatus, string> = {
  failed: 'Neizdevušos vēstuļu nav.',
  pending: 'Neviena vēstule negaida sūtīšanu.',
  sent: 'Pēdējā nedēļā nav nosūtīta neviena vēstule.',
};

function Dates({ mail }: { mail: AdminMail }) {
  const rows: Array<[string, string | null]> = [
    ['Izveidota', mail.created_at],
    ['Nākamais mēģinājums', mail.next_attempt_at],
    ['Neizdevās', mail.failed_at],
    ['Nosūtīta', mail.sent_at],
  ];
  return (
    <dl className={styles.dates}>
      {rows
        .filter(([, value]) => value !== null)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatListDate(value)}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * 'Pasts' (issue 19): the mail the portal sends (account mails, the contact form's messages),
 * failed, waiting or sent in the last week; a failed mail can be sent again, one or all. Bodies are
 * never shown: password-reset and confirmation mails carry one-time links into accounts.
 */
export default function MailSection() {
  const address = useListAddress({ values: MAIL_STATUSES, fallback: 'failed' });
  const { filter: status, page } = address;
  const query = useMail({ status, page });
  const retry = useRetryMail();
  const notify = useNotifications((state) => state.notify);

  const send = async (mail: AdminMail | null) => {
    try {
      const ids = await retry.mutateAsync(mail?.id);
      notify({
        type: 'success',
        title: ids.length === 0 ? 'Neizdevušos vēstuļu vairs nav' : 'Vēstules ieliktas sūtīšanas rindā',
        text:
          ids.length === 0
            ? undefined
            : mail
              ? `Vēstule saņēmējam ${mail.recipient} tiks sūtīta vēlreiz.`
              : plural(ids.length, {
                  one: '{n} vēstule tiks sūtīta vēlreiz.',
                  many: '{n} vēstules tiks sūtītas vēlreiz.',
                }),
      });
    } catch (failure) {
      notify({
        type: 'error',
        title: 'Vēstuli neizdevās ielikt rindā',
        text: (await describeFailure(failure)).message,
      });
    }
  };

  const columns: ColumnDef<AdminMail>[] = [
    {
      header: 'Saņēmējs',
      cell: ({ row }) => <span className={styles.address}>{row.original.recipient}</span>,
    },
    { header: 'Temats', accessorKey: 'subject' },
    { header: 'Mēģinājumi', accessorKey: 'attempts' },
    {
      header: 'Pēdējā kļūda',
      cell: ({ row }) =>
        row.original.last_error ? <span className={styles.error}>{row.original.last_error}</span> : '—',
    },
    { header: 'Laiks', cell: ({ row }) => <Dates mail={row.original} /> },
    ...(status === 'failed'
      ? [
          {
            header: 'Darbības',
            cell: ({ row }) => (
              <Button
                size="small"
                variant="secondary"
                icon="mail"
                disabled={retry.isPending}
                onClick={() => void send(row.original)}
                aria-label={`Sūtīt vēlreiz vēstuli „${row.original.subject}” saņēmējam ${row.original.recipient}`}
              >
                Sūtīt vēlreiz
              </Button>
            ),
          } satisfies ColumnDef<AdminMail>,
        ]
      : []),
  ];

  return (
    <AdminFrame
      title="Pasts"
      intro="Vēstules, ko portāls sūta. Ja pasta serveris vēstuli nepieņem, portāls mēģina vēlreiz, līdz atmet; tad to var sūtīt vēlreiz šeit. Vēstuļu saturu nerāda: tajās var būt vienreizējas saites. Nosūtītās vēstules glabājas nedēļu."
    >
      <TabLinks label="Vēstuļu statuss" tabs={address.tabsOf(TAB_LABELS, query.data?.counts)} />
      <PagedList
        query={query}
        address={address}
        label="Vēstuļu saraksts"
        loadingText="Ielādē vēstules..."
        errorText="Vēstuļu sarakstu neizdevās ielādēt."
        pagesLabel="Vēstuļu saraksta lapas"
      >
        {(answer) => (
          <>
            {status === 'failed' && answer.counts.failed > 0 ? (
              <div className={styles.toolbar}>
                <p className={styles.muted}>
                  {plural(answer.counts.failed, {
                    one: '{n} vēstuli neizdevās nosūtīt.',
                    many: '{n} vēstules neizdevās nosūtīt.',
                  })}
                </p>
                <Button icon="mail" loading={retry.isPending} onClick={() => void send(null)}>
                  Sūtīt vēlreiz visas
                </Button>
              </div>
            ) : null}
            <AdminTable
              caption={CAPTIONS[status]}
              columns={columns}
              rows={answer.data}
              rowKey={(mail) => mail.id}
              empty={EMPTY[status]}
            />
          </>
        )}
      </PagedList>
    </AdminFrame>
  );
}
