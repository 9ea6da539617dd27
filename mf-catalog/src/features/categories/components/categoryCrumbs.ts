import { routePath } from '@portal/contracts/routes';
import type { CategoryNode } from '@portal/contracts/schemas/entities';
import type { BreadcrumbItem } from '@portal/shared-ui/components/Breadcrumb';
import { pathEntryHref } from '../../../lib/links';

/** Sākums > ancestors > current title (spec §2.2); each ancestor leads to its category or its materials. */
export function categoryCrumbs(node: Pick<CategoryNode, 'path' | 'category'>): BreadcrumbItem[] {
  return [
    { label: 'Sākums', to: routePath('home') },
    ...node.path.map((entry) => ({ label: entry.title, to: pathEntryHref(entry) })),
    { label: node.category.title },
  ];
}
