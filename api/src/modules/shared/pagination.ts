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
