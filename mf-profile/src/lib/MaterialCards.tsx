import type { Material } from '@portal/contracts/schemas/entities';
import { MaterialCard } from '@portal/shared-ui/components/MaterialCard';
import { MaterialGrid, type GridColumns } from '@portal/shared-ui/components/MaterialGrid';
import { useMaterialReactions } from '@portal/shared-ui/queries/materials';
import { materialHref } from './links';
import type { Viewer } from './viewer';

export interface MaterialCardsProps {
  materials: readonly Material[];
  viewer: Viewer;
  columns: GridColumns;
  loading: boolean;
  emptyText: string;
  label?: string;
  id?: string;
}

/**
 * A grid of material cards. The owner sees like, view and download counts on their own cards;
 * anyone else signed in may like and bookmark (spec §2.2, §6). A toggle's answer goes into every
 * cached list holding the material (shared-ui's putMaterial).
 */
export function MaterialCards({ materials, viewer, columns, loading, emptyText, label, id }: MaterialCardsProps) {
  const { onLike, onBookmark } = useMaterialReactions();
  return (
    <MaterialGrid columns={columns} loading={loading} emptyText={emptyText} label={label} id={id}>
      {materials.map((material) => (
        <MaterialCard
          key={material.id}
          material={material}
          to={materialHref(material.id)}
          own={viewer.id !== null && material.owner_id === viewer.id}
          signedIn={viewer.signedIn}
          onLike={onLike}
          onBookmark={onBookmark}
        />
      ))}
    </MaterialGrid>
  );
}
