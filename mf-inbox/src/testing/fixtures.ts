/** Sample answers of the API for this remote's tests. */
import type { Paged } from '@portal/contracts/schemas/entities';

export function paged<T>(data: T[], meta: Partial<Paged<T>['meta']> = {}): Paged<T> {
  return { data, meta: { current_page: 1, last_page: 1, total: data.length, per_page: 10, ...meta } };
}
