import { routePath } from '@portal/contracts/routes';
import type { CategoryNode } from '@portal/contracts/schemas/entities';
import type { BreadcrumbItem } from '@portal/shared-ui/components/Breadcrumb';
import { profileCategoryHref, profileHref } from '../../../lib/links';

/**
 * Own profile: Mans profils › category path › current (spec §2.2 'Materiālu sadalījums').
 * Another teacher: Sākums › name › category path › current. Path steps stay on the profile.
 */
export function profileCrumbs(
  /** Another teacher (id and name), or null for the own profile. */
  user: { id: number; name: string } | null,
  /** The node in the address, when the profile is narrowed to one. */
  node: Pick<CategoryNode, 'path' | 'category'> | null,
): BreadcrumbItem[] {
  const userId = user?.id ?? null;
  const items: BreadcrumbItem[] = user
    ? [
        { label: 'Sākums', to: routePath('home') },
        { label: user.name, to: profileHref(userId) },
      ]
    : [{ label: 'Mans profils', to: profileHref(null) }];
  if (node) {
    items.push(...node.path.map((entry) => ({ label: entry.title, to: profileCategoryHref(userId, entry.id) })));
    items.push({ label: node.category.title });
  }
  return items;
}
