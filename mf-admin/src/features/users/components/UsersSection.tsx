import { useEffect, useState } from 'react';
import type { AdminUser, AdminUserAction } from '@portal/contracts/schemas/admin/users';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Pagination } from '@portal/shared-ui/components/Pagination';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { TabLinks } from '@portal/shared-ui/components/TabLinks';
import { isLoading, shownError } from '@portal/shared-ui/lib/queryState';
import { AdminFrame } from '../../../lib/AdminFrame';
import { ListSearch } from '../../../lib/ListSearch';
import { useAdminUserList } from '../hooks/useAdminUsers';
import { USER_TABS, tabSearch, useUsersAddress, type UserTab } from '../hooks/useUsersAddress';
import { UserActionDialog } from './UserActionDialog';
import { UsersTable } from './UsersTable';
import styles from './UsersSection.module.css';

const EMPTY: Record<UserTab, string> = {
  pending: 'Neviens reģistrācijas pieprasījums negaida apstiprinājumu.',
  active: 'Aktīvu kontu nav.',
  disabled: 'Neviens konts nav atslēgts.',
  admin: 'Administratoru nav.',
};

/**
 * 'Lietotāji' (issue 19): the accounts by tab — registration requests with their justification,
 * active, disabled, administrators — with a search by name or e-mail address and paging, all in the
 * address; each row offers what the server allows (never oneself, never the last administrator),
 * each behind a confirmation.
 */
export default function UsersSection() {
  const { tab, q, page, setSearch, setPage } = useUsersAddress();
  const list = useAdminUserList({ status: tab, q: q || undefined, page });
  const pending = useAdminUserList({ status: 'pending' });
  const [open, setOpen] = useState<{ user: AdminUser; action: AdminUserAction } | null>(null);
  const label = USER_TABS.find((entry) => entry.tab === tab)!.label;

  // The last row of the last page went (approved, refused): show the page that is now the last.
  const lastPage = list.data?.meta.last_page;
  useEffect(() => {
    if (lastPage !== undefined && !list.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [lastPage, page, list.isPlaceholderData, setPage]);

  const error = shownError(list);
  return (
    <AdminFrame title="Lietotāji">
      {/* Links, each with its own address: the registration-request mail links straight to 'Gaida apstiprinājumu'. */}
      <TabLinks
        label="Lietotāju saraksti"
        tabs={USER_TABS.map((entry) => ({
          label: entry.label,
          to: { search: tabSearch(entry.tab) },
          current: entry.tab === tab,
          count: entry.tab === 'pending' ? pending.data?.meta.total : undefined,
        }))}
      />
      <ListSearch label="Vārds, uzvārds vai e-pasts" name="Meklēt lietotājus" value={q} onSearch={setSearch} />
      {isLoading(list) && !list.data ? (
        <Spinner block label="Ielādē lietotājus..." />
      ) : error ? (
        <LoadError text="Neizdevās ielādēt lietotājus." onRetry={() => void list.refetch()} />
      ) : list.data ? (
        <div className={isLoading(list) ? styles.loading : undefined} aria-busy={isLoading(list) || undefined}>
          <UsersTable
            tab={tab}
            rows={list.data.data}
            caption={q ? `${label}: „${q}” (${list.data.meta.total})` : `${label} (${list.data.meta.total})`}
            empty={q ? `Neviens konts neatbilst meklējumam „${q}”.` : EMPTY[tab]}
            onAction={(user, action) => setOpen({ user, action })}
          />
          <Pagination
            currentPage={list.data.meta.current_page}
            lastPage={list.data.meta.last_page}
            onChange={setPage}
            label="Lietotāju saraksta lapas"
          />
        </div>
      ) : null}
      {open ? <UserActionDialog user={open.user} action={open.action} onClose={() => setOpen(null)} /> : null}
    </AdminFrame>
  );
}
