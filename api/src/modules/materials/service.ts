/** Material lists and single materials, as the viewer may see them. */
import type { SortKey } from '@portal/contracts/constants';
import type { Database } from '../../db/client';
import type { Storage } from '../../storage/storage';
import { offsetOf, paged, type Paged } from '../shared/pagination';
import { presentMaterial, type MaterialJson } from './present';
import { findMaterial, listMaterials, materialNodes } from './repo';

export interface MaterialListQuery {
  page: number;
  perPage: number;
  sort: SortKey;
  ownerId?: number;
  nodeIds: number[];
}

export async function materialPage(
  db: Database,
  storage: Storage,
  viewerId: number | null,
  query: MaterialListQuery,
): Promise<Paged<MaterialJson>> {
  const perPage = query.perPage;
  const { rows, total } = await listMaterials(
    db,
    {
      viewerId,
      ownerId: query.ownerId,
      // Someone else's list must not reveal which pseudonym-signed materials are the owner's.
      nameSignedOnly: query.ownerId !== undefined && query.ownerId !== viewerId,
      nodeIds: query.nodeIds,
      sort: query.sort,
    },
    perPage,
    offsetOf(query.page, perPage),
  );
  const nodes = await materialNodes(
    db,
    rows.map((r) => r.id),
  );
  const data = rows.map((row) => presentMaterial(row, nodes.get(row.id) ?? [], viewerId, storage));
  return paged(data, query.page, perPage, total);
}

export async function materialById(
  db: Database,
  storage: Storage,
  viewerId: number | null,
  id: number,
): Promise<MaterialJson | null> {
  const row = await findMaterial(db, id, viewerId);
  if (!row) return null;
  const nodes = await materialNodes(db, [row.id]);
  return presentMaterial(row, nodes.get(row.id) ?? [], viewerId, storage);
}
