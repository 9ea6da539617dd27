import { listCategories } from '@portal/contracts/api/categories';
import type { CategoryNode } from '@portal/contracts/schemas/entities';

let request: Promise<CategoryNode[]> | null = null;

/**
 * The whole category tree from the top level down. Spec §4: fetched once, and a call in progress
 * is reused (home and the site map both need it); a failed call is forgotten so a retry goes back
 * to the server.
 */
export function loadCategoryTree(): Promise<CategoryNode[]> {
  request ??= listCategories().catch((error: unknown) => {
    request = null;
    throw error;
  });
  return request;
}

/** For tests: the next call asks the server again. */
export function forgetCategoryTree(): void {
  request = null;
}
