/** Paged lists answer `{ data, meta: { current_page, last_page, total, per_page } }`; pages start at 1. */

export interface PageMeta {
  current_page: number;
  last_page: number;
  total: number;
  per_page: number;
  from: number | null;
  to: number | null;
}

export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}

export function offsetOf(page: number, perPage: number): number {
  return (page - 1) * perPage;
}

export function paged<T>(data: T[], page: number, perPage: number, total: number): Paged<T> {
  const from = data.length ? offsetOf(page, perPage) + 1 : null;
  return {
    data,
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      total,
      per_page: perPage,
      from,
      to: from === null ? null : from + data.length - 1,
    },
  };
}

/**
 * One page of a list: `load` reads the rows at the page's offset with the total (and whatever else
 * the answer carries beside them, kept as it is); each row becomes JSON through `toJson`.
 */
export async function loadPage<TRow, TLoaded extends { total: number }, TItem>(
  page: number,
  perPage: number,
  load: (limit: number, offset: number) => Promise<{ rows: readonly TRow[] } & TLoaded>,
  toJson: (row: TRow) => TItem,
): Promise<Paged<TItem> & Omit<TLoaded, 'rows' | 'total'>> {
  const { rows, total, ...rest } = await load(perPage, offsetOf(page, perPage));
  return { ...paged(rows.map(toJson), page, perPage, total), ...rest };
}
