import { MAIL_STATUSES, type AdminMail, type MailStatus } from '@portal/contracts/schemas/admin/mail';
import { Button } from '@portal/shared-ui/components/Button';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Pagination } from '@portal/shared-ui/components/Pagination';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { formatListDate } from '@portal/shared-ui/lib/date';
import { describeFailure } from '@portal/shared-ui/lib/failure';
import { useListPaging } from '@portal/shared-ui/lib/listQuery';
import { plural } from '@portal/shared-ui/lib/plural';
import { isLoading, shownError } from '@portal/shared-ui/lib/queryState';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { AdminFrame } from '../../../lib/AdminFrame';
import { AdminTable, type ColumnDef } from '../../../lib/AdminTable';
import { ListTabs } from '../../../lib/ListTabs';
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
  const { status, page, setPage, hrefOf } = useListAddress(MAIL_STATUSES, 'failed');
  const query = useMail({ status, page });
  const retry = useRetryMail();
  const notify = useNotifications((state) => state.notify);
  const loading = isLoading(query);
  const error = shownError(query);
  const { section, goTo } = useListPaging(page, setPage, query.data?.meta.last_page ?? null, loading);
  const counts = query.data?.counts;

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
      <ListTabs
        label="Vēstuļu statuss"
        value={status}
        hrefOf={hrefOf}
        tabs={MAIL_STATUSES.map((value) => ({ value, label: TAB_LABELS[value], count: counts?.[value] }))}
      />
      <section ref={section} aria-label="Vēstuļu saraksts" aria-busy={loading || undefined} className={styles.list}>
        {error ? (
          <LoadError text="Vēstuļu sarakstu neizdevās ielādēt." onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <Spinner block label="Ielādē vēstules..." />
        ) : (
          <>
            {status === 'failed' && query.data.counts.failed > 0 ? (
              <div className={styles.toolbar}>
                <p className={styles.muted}>
                  {plural(query.data.counts.failed, {
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
              rows={query.data.data}
              rowKey={(mail) => mail.id}
              empty={EMPTY[status]}
            />
            {query.data.meta.last_page > 1 ? (
              <Pagination
                currentPage={query.data.meta.current_page}
                lastPage={query.data.meta.last_page}
                onChange={goTo}
                label="Vēstuļu saraksta lapas"
              />
            ) : null}
          </>
        )}
      </section>
    </AdminFrame>
  );
}
