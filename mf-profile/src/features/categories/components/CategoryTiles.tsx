import type { CategoryNode } from '@portal/contracts/schemas/entities';
import { CategoryTile } from '@portal/shared-ui/components/CategoryTile';
import { TileGrid } from '@portal/shared-ui/components/TileGrid';
import { profileCategoryHref } from '../../../lib/links';

export interface CategoryTilesProps {
  nodes: readonly CategoryNode[];
  /** Whose profile: null for the own one (links to 'Materiālu sadalījums'). */
  userId: number | null;
  labelledBy?: string;
}

/**
 * The category tiles of a profile (spec §2.2, §9 grid 1/2/4): top-level nodes as title tiles, the
 * others as icon tiles, each with the teacher's count. Every tile with materials leads to the same
 * profile narrowed to its node, leaves too: there the teacher's materials of that node are listed.
 * A tile at count 0 is never a link (CategoryTile).
 */
export function CategoryTiles({ nodes, userId, labelledBy }: CategoryTilesProps) {
  return (
    <TileGrid columns={{ sm: 1, md: 2, lg: 4 }} labelledBy={labelledBy}>
      {nodes.map((node) => (
        <CategoryTile
          key={node.id}
          node={node}
          to={profileCategoryHref(userId, node.id)}
          count={node.category.user_materials_count ?? 0}
          variant={node.parent_id === null ? 'title' : 'icon'}
        />
      ))}
    </TileGrid>
  );
}
