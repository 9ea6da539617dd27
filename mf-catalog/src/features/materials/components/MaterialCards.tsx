import type { Material } from '@portal/contracts/schemas/entities';
import { MaterialCard } from '@portal/shared-ui/components/MaterialCard';
import { MaterialGrid, type GridColumns } from '@portal/shared-ui/components/MaterialGrid';
import { materialHref } from '../../../lib/links';
import type { Viewer } from '../../../lib/viewer';
import { useMaterialReactions } from '../hooks/useMaterialReactions';

export interface MaterialCardsProps {
  materials: readonly Material[];
  viewer: Viewer;
  /** Names the list whose cards these are; see useMaterialReactions. */
  scope: string;
  columns: GridColumns;
  loading: boolean;
  emptyText: string;
  label?: string;
  id?: string;
  headingLevel?: 2 | 3 | 4;
}

/**
 * A grid of material cards. Like and bookmark are offered only to a signed-in viewer who does not
 * own the material (spec §2.2, §6); the owner sees the counts instead.
 */
export function MaterialCards({
  materials,
  viewer,
  scope,
  columns,
  loading,
  emptyText,
  label,
  id,
  headingLevel = 3,
}: MaterialCardsProps) {
  const { apply, onLike, onBookmark } = useMaterialReactions(scope);
  return (
    <MaterialGrid columns={columns} loading={loading} emptyText={emptyText} label={label} id={id}>
      {apply(materials).map((material) => (
        <MaterialCard
          key={material.id}
          material={material}
          to={materialHref(material.id)}
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
