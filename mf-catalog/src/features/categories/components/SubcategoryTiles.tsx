import { routePath } from '@portal/contracts/routes';
import type { CategoryNode } from '@portal/contracts/schemas/entities';
import { CategoryTile } from '@portal/shared-ui/components/CategoryTile';
import { TileGrid } from '@portal/shared-ui/components/TileGrid';

/**
 * Spec §2.2 and DESIGN.md: a tile leads to the child's category screen when the child has children
 * of its own and is plain text otherwise (its materials are in the list below); at count 0 it is
 * never a link. CategoryTile applies the count rule.
 */
export function tileHref(child: Pick<CategoryNode, 'id' | 'children'>): string | undefined {
  return child.children.length > 0 ? routePath('category', { categoryNodeId: child.id }) : undefined;
}

export function SubcategoryTiles({ nodes, labelledBy }: { nodes: readonly CategoryNode[]; labelledBy?: string }) {
  return (
    <TileGrid columns={{ sm: 2, md: 3, lg: 5 }} labelledBy={labelledBy}>
      {nodes.map((child) => (
        <CategoryTile key={child.id} node={child} to={tileHref(child)} count={child.category.materials_count} />
      ))}
    </TileGrid>
  );
}
