/** Sample answers of the API for this remote's tests: a category tree with one teacher's counts. */
import type { CategoryNode, Paged, PathEntry } from '@portal/contracts/schemas/entities';

interface NodeSpec {
  id: number;
  title: string;
  /** the teacher's materials under the node */
  mine: number;
  children?: NodeSpec[];
}

function build(spec: NodeSpec, parent: CategoryNode | null): CategoryNode {
  const path: PathEntry[] = parent
    ? [
        ...parent.path,
        { id: parent.id, category_id: parent.category_id, title: parent.category.title, has_children: true },
      ]
    : [];
  const node: CategoryNode = {
    id: spec.id,
    parent_id: parent?.id ?? null,
    category_id: spec.id,
    category: {
      id: spec.id,
      title: spec.title,
      description: null,
      icon_url: null,
      materials_count: spec.mine * 3,
      user_materials_count: spec.mine,
    },
    path,
    children: [],
  };
  node.children = (spec.children ?? []).map((child) => build(child, node));
  return node;
}

/** GET /api/categories?with_user_item_count=<id>: two classes, their themes and types. */
export const USER_TREE: CategoryNode[] = [
  {
    id: 3,
    title: '9. klase',
    mine: 5,
    children: [
      {
        id: 31,
        title: 'Elektrība',
        mine: 5,
        children: [
          { id: 311, title: 'Laboratorijas darbi', mine: 4 },
          { id: 312, title: 'Testi', mine: 1 },
          { id: 313, title: 'Prezentācijas', mine: 0 },
        ],
      },
      { id: 32, title: 'Optika', mine: 0, children: [{ id: 321, title: 'Darba lapas', mine: 0 }] },
    ],
  },
  { id: 4, title: '8. klase', mine: 0, children: [{ id: 41, title: 'Siltums', mine: 0 }] },
].map((spec) => build(spec, null));

export function paged<T>(data: T[], meta: Partial<Paged<T>['meta']> = {}): Paged<T> {
  return { data, meta: { current_page: 1, last_page: 1, total: data.length, per_page: 20, ...meta } };
}
