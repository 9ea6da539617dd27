import { useState } from 'react';
import type { AdminUser, AdminUserAction } from '@portal/contracts/schemas/admin/users';
import { TabLinks } from '@portal/shared-ui/components/TabLinks';
import { AdminFrame } from '../../../lib/AdminFrame';
import { ListSearch } from '../../../lib/ListSearch';
import { PagedList } from '../../../lib/PagedList';
import { useAdminUserList } from '../hooks/useAdminUsers';
import { USER_TABS, tabSearch, useUsersAddress, type UserTab } from '../hooks/useUsersAddress';
import { UserActionDialog } from './UserActionDialog';
import { UsersTable } from './UsersTable';

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
      {/* The last row of the last page went (approved, refused): PagedList shows the page that is now the last. */}
      <PagedList
        query={list}
        address={{ page, setPage }}
        loadingText="Ielādē lietotājus..."
        errorText="Neizdevās ielādēt lietotājus."
        pagesLabel="Lietotāju saraksta lapas"
      >
        {(answer) => (
          <UsersTable
            tab={tab}
            rows={answer.data}
            caption={q ? `${label}: „${q}” (${answer.meta.total})` : `${label} (${answer.meta.total})`}
            empty={q ? `Neviens konts neatbilst meklējumam „${q}”.` : EMPTY[tab]}
            onAction={(user, action) => setOpen({ user, action })}
          />
        )}
      </PagedList>
      {open ? <UserActionDialog user={open.user} action={open.action} onClose={() => setOpen(null)} /> : null}
    </AdminFrame>
  );
}
