// One page of a list as the admin API answers it, for the component tests.
import type { PagedMeta } from '@portal/contracts/schemas/entities';

export function pagedAnswer<T, TExtra extends object = object>(
  data: T[],
  meta: Partial<PagedMeta> = {},
  extra: TExtra = {} as TExtra,
): { data: T[]; meta: PagedMeta } & TExtra {
  return {
    data,
    meta: { current_page: 1, last_page: 1, total: data.length, per_page: 20, ...meta },
    ...extra,
  };
}
