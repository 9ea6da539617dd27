import type { Material } from '@portal/contracts/schemas/entities';
import { MaterialCard } from '@portal/shared-ui/components/MaterialCard';
import { MaterialGrid, type GridColumns } from '@portal/shared-ui/components/MaterialGrid';
import { useMaterialReactions } from '@portal/shared-ui/queries/materials';
import { routePath } from '@portal/contracts/routes';
import type { Viewer } from '@portal/shared-ui/lib/viewer';

export interface MaterialCardsProps {
  materials: readonly Material[];
  viewer: Viewer;
  columns: GridColumns;
  loading: boolean;
  emptyText: string;
  label?: string;
  id?: string;
  headingLevel?: 2 | 3 | 4;
  /** See MaterialGrid: placeholders for this many cards while the first answer loads. */
  expected?: number;
}

/**
 * A grid of material cards (the catalogue's home sections and category lists, a profile's
 * materials, the bookmarks). Like and bookmark are offered only to a signed-in viewer who does not
 * own the material (spec §2.2, §6); the owner sees the counts instead. The server's answer to a
 * toggle goes into the query cache, so every list showing that material shows the answer.
 */
export function MaterialCards({
  materials,
  viewer,
  columns,
  loading,
  emptyText,
  label,
  id,
  headingLevel = 3,
  expected,
}: MaterialCardsProps) {
  const { onLike, onBookmark } = useMaterialReactions();
  return (
    <MaterialGrid columns={columns} loading={loading} emptyText={emptyText} label={label} id={id} expected={expected}>
      {materials.map((material) => (
        <MaterialCard
          key={material.id}
          material={material}
          to={routePath('material', { id: material.id })}
          own={viewer.id !== null && material.owner_id === viewer.id}
          signedIn={viewer.signedIn}
          onLike={onLike}
          onBookmark={onBookmark}
          headingLevel={headingLevel}
        />
      ))}
    </MaterialGrid>
  );
}
