/** Sample answers of the API (Latvian physics catalogue) for the component tests. */
import type { Article, CategoryNode, Material, Paged, PathEntry } from '@portal/contracts/schemas/entities';

export function makeMaterial(overrides: Partial<Material> = {}): Material {
  return {
    id: 101,
    title: 'Oma likums: laboratorijas darbs',
    description: 'Skolēni mēra strāvu un spriegumu.',
    type: 'file',
    uri: null,
    file: 'oma-likums.pdf',
    mime_type: 'application/pdf',
    basic_type: 'pdf',
    created_at: '2025-09-14T08:30:00.000Z',
    is_liked: false,
    has_bookmark: false,
    likes: 12,
    views: 341,
    downloads: 57,
    categories: [{ id: 3, parent_id: null }],
    owner: { id: 7, avatar: null },
    owner_id: 7,
    signature: 'Ilze Bērziņa',
    signature_type: 'name',
    pseudonym: null,
    note: null,
    path: [],
    preview_url: null,
    ...overrides,
  };
}

interface NodeOptions {
  id: number;
  title: string;
  parentId?: number | null;
  count?: number;
  description?: string | null;
  path?: PathEntry[];
  children?: CategoryNode[];
}

export function makeNode({
  id,
  title,
  parentId = null,
  count = 3,
  description = null,
  path = [],
  children = [],
}: NodeOptions): CategoryNode {
  return {
    id,
    parent_id: parentId,
    category_id: id,
    category: { id, title, description, icon_url: null, materials_count: count, user_materials_count: null },
    path,
    children,
  };
}

export function paged<T>(data: T[], meta: Partial<Paged<T>['meta']> = {}): Paged<T> {
  return { data, meta: { current_page: 1, last_page: 1, total: data.length, per_page: 20, ...meta } };
}

/** A news post's picture as the API answers it: the original and its named sizes. */
export function articleImage(url: string): NonNullable<Article['image']> {
  return { full_url: url, sizes: { icon: { full_url: url }, medium: { full_url: url } } };
}

export function makeArticle(overrides: Partial<Article> = {}): Article {
  return {
    id: 1,
    title: 'Jauni laboratorijas darbi 9. klasei',
    description: 'Portālā pievienoti jauni darbi par elektrību.',
    content: '<p>Saturs</p>',
    created_at: '2025-10-02T09:00:00.000Z',
    updated_at: '2025-10-02T09:00:00.000Z',
    image: null,
    ...overrides,
  };
}
