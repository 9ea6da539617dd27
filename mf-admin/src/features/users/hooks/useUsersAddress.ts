/**
 * Where 'Lietotāji' is: the tab (`?statuss=gaida|aktivi|atslegti|administratori`), the search (`?q=`)
 * and the page (`?page=`) live in the address, so each tab has a link of its own, and a reload or
 * 'back' returns to the same list.
 */
import { useSearchParams } from '@portal/shared-ui/lib/router';
import type { AdminUserStatus } from '@portal/contracts/schemas/admin/users';

export type UserTab = Exclude<AdminUserStatus, 'all'>;

/** The tabs in order, with their address word and their name. */
export const USER_TABS: ReadonlyArray<{ tab: UserTab; word: string; label: string }> = [
  { tab: 'pending', word: 'gaida', label: 'Gaida apstiprinājumu' },
  { tab: 'active', word: 'aktivi', label: 'Aktīvie' },
  { tab: 'disabled', word: 'atslegti', label: 'Atslēgtie' },
  { tab: 'admin', word: 'administratori', label: 'Administratori' },
];

export function tabOf(word: string | null): UserTab {
  return USER_TABS.find((entry) => entry.word === word)?.tab ?? 'pending';
}

/** The address of a tab (its first page, no search). */
export function tabSearch(tab: UserTab): string {
  return `?statuss=${USER_TABS.find((entry) => entry.tab === tab)!.word}`;
}

export function useUsersAddress() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('statuss'));
  const q = params.get('q') ?? '';
  const read = Number(params.get('page'));
  const page = Number.isInteger(read) && read > 1 ? read : 1;
  const update = (changes: { q?: string; page?: number }, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (changes.q !== undefined) {
          if (changes.q.trim()) next.set('q', changes.q.trim());
          else next.delete('q');
          next.delete('page');
        }
        if (changes.page !== undefined) {
          if (changes.page > 1) next.set('page', String(changes.page));
          else next.delete('page');
        }
        return next;
      },
      // The list's own paging (PagedList) decides where a new page is shown, not a jump to the top.
      { preventScrollReset: true, replace },
    );
  return {
    tab,
    q,
    page,
    setSearch: (text: string) => update({ q: text }),
    setPage: (next: number, options?: { replace?: boolean }) => update({ page: next }, options?.replace),
  };
}
