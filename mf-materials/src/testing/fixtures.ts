/** Sample answers of the API for this remote's tests: the cats tree of the material form. */
import type { CategoryNode, Paged } from '@portal/contracts/schemas/entities';

function node(id: number, title: string, parentId: number | null, children: CategoryNode[] = []): CategoryNode {
  return {
    id,
    parent_id: parentId,
    category_id: id,
    category: { id, title, description: null, icon_url: null, materials_count: 0, user_materials_count: null },
    path: [],
    children,
  };
}

/** GET /api/cats?type=file: two classes, their themes, their types (no 'Noderīgas saites'). */
export const FILE_TREE: CategoryNode[] = [
  node(3, '9. klase', null, [
    node(31, 'Elektrība', 3, [node(311, 'Laboratorijas darbi', 31), node(312, 'Testi', 31)]),
    node(32, 'Optika', 3, [node(321, 'Prezentācijas', 32)]),
  ]),
  node(4, '8. klase', null, [node(41, 'Siltums', 4, [node(411, 'Darba lapas', 41)])]),
];

/** GET /api/cats?type=link: the same branches ending in 'Noderīgas saites'. */
export const LINK_TREE: CategoryNode[] = [
  node(3, '9. klase', null, [node(31, 'Elektrība', 3, [node(319, 'Noderīgas saites', 31)])]),
];

export function paged<T>(data: T[], meta: Partial<Paged<T>['meta']> = {}): Paged<T> {
  return { data, meta: { current_page: 1, last_page: 1, total: data.length, per_page: 10, ...meta } };
}
