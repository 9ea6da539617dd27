import type { AdminUser, AdminUserAction } from '@portal/contracts/schemas/admin/users';
import { Button } from '@portal/shared-ui/components/Button';
import { formatDate } from '@portal/shared-ui/lib/date';
import { AdminTable, type ColumnDef } from '../../../lib/AdminTable';
import type { UserTab } from '../hooks/useUsersAddress';
import { ACTION_TEXTS } from './userActions';
import styles from './UsersTable.module.css';

export interface UsersTableProps {
  tab: UserTab;
  rows: AdminUser[];
  caption: string;
  empty: string;
  onAction: (user: AdminUser, action: AdminUserAction) => void;
}

function Person({ user }: { user: AdminUser }) {
  return (
    <div className={styles.person}>
      <span className={styles.name}>{user.name}</span>
      <span className={styles.email}>{user.email}</span>
      <span className={user.verified ? styles.ok : styles.warn}>
        {user.verified ? 'E-pasts apstiprināts' : 'E-pasts nav apstiprināts'}
      </span>
      {user.is_admin || user.totp ? (
        <span className={styles.badges}>
          {user.is_admin ? <span className={styles.badge}>Administrators</span> : null}
          {user.totp ? <span className={styles.badge}>Divpakāpju pierakstīšanās</span> : null}
        </span>
      ) : null}
    </div>
  );
}

function Dates({ user, tab }: { user: AdminUser; tab: UserTab }) {
  return (
    <dl className={styles.dates}>
      <div>
        <dt>{tab === 'pending' ? 'Pieprasīts' : 'Reģistrējies'}</dt>
        <dd>{formatDate(user.created_at)}</dd>
      </div>
      {user.approved_at && tab !== 'pending' ? (
        <div>
          <dt>Apstiprināts</dt>
          <dd>{formatDate(user.approved_at)}</dd>
        </div>
      ) : null}
      {user.disabled_at ? (
        <div>
          <dt>Atslēgts</dt>
          <dd>{formatDate(user.disabled_at)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function Actions({ user, onAction }: { user: AdminUser; onAction: UsersTableProps['onAction'] }) {
  if (user.actions.length === 0) return <span className={styles.none}>—</span>;
  return (
    <div className={styles.actions}>
      {user.actions.map((action) => {
        const texts = ACTION_TEXTS[action];
        return (
          <Button
            key={action}
            size="small"
            variant={texts.quiet ? 'secondary' : 'primary'}
            aria-label={`${texts.button}: ${user.name}`}
            onClick={() => onAction(user, action)}
          >
            {texts.button}
          </Button>
        );
      })}
    </div>
  );
}

/** One page of a tab of 'Lietotāji', each row with the actions the server offers for it. */
export function UsersTable({ tab, rows, caption, empty, onAction }: UsersTableProps) {
  const columns: ColumnDef<AdminUser>[] = [
    { id: 'person', header: 'Lietotājs', cell: ({ row }) => <Person user={row.original} /> },
    { id: 'school', header: 'Skola', cell: ({ row }) => row.original.school?.title ?? '—' },
    ...(tab === 'pending'
      ? [
          {
            id: 'note',
            header: 'Pamatojums',
            cell: ({ row }) => <p className={styles.text}>{row.original.note || '—'}</p>,
          } satisfies ColumnDef<AdminUser>,
        ]
      : []),
    ...(tab === 'disabled'
      ? [
          {
            id: 'reason',
            header: 'Iemesls',
            cell: ({ row }) => <p className={styles.text}>{row.original.disabled_reason || '—'}</p>,
          } satisfies ColumnDef<AdminUser>,
        ]
      : []),
    { id: 'dates', header: 'Datumi', cell: ({ row }) => <Dates user={row.original} tab={tab} /> },
    { id: 'actions', header: 'Darbības', cell: ({ row }) => <Actions user={row.original} onAction={onAction} /> },
  ];
  return <AdminTable caption={caption} columns={columns} rows={rows} empty={empty} rowKey={(user) => user.id} />;
}
