/**
 * Where 'Žurnāls' is: the filters live in the address (`?darbiba=user.disable&veids=user&kas=3&q=…&page=2`),
 * so a filtered view can be linked to, reloaded and left with 'back'.
 */
import { useSearchParams } from '@portal/shared-ui/lib/router';
import type { AuditListParams } from '@portal/contracts/api/admin/audit';

export interface AuditFilters {
  action: string;
  itemType: string;
  q: string;
  actorId: number | null;
}

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function useAuditAddress() {
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = {
    action: params.get('darbiba') ?? '',
    itemType: params.get('veids') ?? '',
    q: params.get('q') ?? '',
    actorId: positive(params.get('kas')),
  };
  const page = positive(params.get('page')) ?? 1;
  const request: AuditListParams = {
    page,
    q: filters.q || undefined,
    action: filters.action || undefined,
    item_type: filters.itemType || undefined,
    actor_id: filters.actorId ?? undefined,
  };
  /** New filters start from the first page. */
  const setFilters = (next: AuditFilters) => {
    const search = new URLSearchParams();
    if (next.action) search.set('darbiba', next.action);
    if (next.itemType) search.set('veids', next.itemType);
    if (next.actorId) search.set('kas', String(next.actorId));
    if (next.q.trim()) search.set('q', next.q.trim());
    setParams(search);
  };
  const setPage = (next: number, options?: { replace?: boolean }) =>
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        if (next > 1) search.set('page', String(next));
        else search.delete('page');
        return search;
      },
      // The list's own paging (PagedList) decides where a new page is shown, not a jump to the top.
      { preventScrollReset: true, replace: options?.replace },
    );
  return { filters, page, request, setFilters, setPage };
}

/** The address of the log filtered to one administrator's actions. */
export function actorSearch(actorId: number): string {
  return `?kas=${actorId}`;
}
