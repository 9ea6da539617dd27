/**
 * Realistic sample data for stories and component tests (Latvian physics materials), shared by
 * every front-end package's tests through `@portal/shared-ui/testing/fixtures`.
 */
import {
  ANONYMOUS_AUTHOR_LABEL,
  type CategoryNode,
  type CurrentUser,
  type Material,
  type PathEntry,
  type SearchHit,
} from '@portal/contracts/schemas/entities';

export const PATH_9_ELECTRICITY: PathEntry[] = [
  { id: 3, category_id: 3, title: '9. klase', has_children: true },
  { id: 31, category_id: 31, title: 'Elektrība', has_children: true },
  { id: 312, category_id: 312, title: 'Laboratorijas darbi', has_children: false },
];

export function makeMaterial(overrides: Partial<Material> = {}): Material {
  return {
    id: 101,
    title: 'Oma likums: laboratorijas darba instrukcija un rezultātu tabula',
    description: 'Skolēni mēra strāvu un spriegumu virknes slēgumā un pārbauda Oma likumu.',
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
    categories: [
      { id: 3, parent_id: null },
      { id: 31, parent_id: 3 },
      { id: 312, parent_id: 31 },
    ],
    owner: { id: 7, avatar: null },
    owner_id: 7,
    signature: 'Ilze Bērziņa',
    signature_type: 'name',
    pseudonym: null,
    note: null,
    path: PATH_9_ELECTRICITY,
    preview_url: null,
    ...overrides,
  };
}

/** One card of every type, for grids. */
export const SAMPLE_MATERIALS: Material[] = [
  makeMaterial(),
  makeMaterial({
    id: 102,
    title: 'Brīvās krišanas simulācija',
    type: 'link',
    uri: 'https://phet.colorado.edu/lv/',
    file: null,
    mime_type: null,
    basic_type: 'link',
    is_liked: true,
    likes: 31,
  }),
  makeMaterial({
    id: 103,
    title: 'Mērījumu apstrāde',
    mime_type: 'application/vnd.ms-excel',
    basic_type: 'excel',
    has_bookmark: true,
  }),
  makeMaterial({
    id: 104,
    title: 'Elektriskā ķēde: prezentācija stundai',
    mime_type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    basic_type: 'powerpoint',
    signature: 'Fiziķis Ņ.',
    signature_type: 'pseudonym',
    pseudonym: 'Fiziķis Ņ.',
    owner: null,
    owner_id: null,
  }),
  makeMaterial({
    id: 105,
    title: 'Pārbaudes darbs',
    mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    basic_type: 'word',
  }),
  makeMaterial({
    id: 106,
    title: 'Ķēdes shēma',
    mime_type: 'image/png',
    basic_type: 'image',
    signature: ANONYMOUS_AUTHOR_LABEL,
  }),
  makeMaterial({ id: 107, title: 'Darba lapa (arhīvs)', mime_type: 'application/zip', basic_type: 'generic' }),
];

/** A hit of GET /api/search (spec §3): the description already cut by the server. */
export function makeSearchHit(overrides: Partial<SearchHit> = {}): SearchHit {
  return {
    id: 101,
    source_type: 'materials',
    title: 'Oma likums: laboratorijas darba instrukcija un rezultātu tabula',
    description: 'Skolēni mēra strāvu un spriegumu virknes slēgumā un pārbauda Oma likumu.',
    path: PATH_9_ELECTRICITY,
    basicType: 'pdf',
    ...overrides,
  };
}

export function makeCategoryNode(
  overrides: Partial<CategoryNode> = {},
  category: Partial<CategoryNode['category']> = {},
): CategoryNode {
  return {
    id: 31,
    parent_id: 3,
    category_id: 31,
    category: {
      id: 31,
      title: 'Elektrība',
      description: null,
      icon_url: null,
      materials_count: 24,
      user_materials_count: null,
      ...category,
    },
    path: PATH_9_ELECTRICITY.slice(0, 1),
    children: [],
    ...overrides,
  };
}

/** A signed-in teacher as GET /api/user answers. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 5,
    name: 'Anna Ozola',
    first_name: 'Anna',
    last_name: 'Ozola',
    school: null,
    school_id: null,
    description: null,
    avatar: null,
    avatar_id: null,
    pseudonym: null,
    email: 'anna.ozola@skola.lv',
    newsletter: false,
    verified: true,
    enabled: true,
    is_admin: false,
    ...overrides,
  };
}

/** What the contracts client rejects with for an HTTP error answer (ky's HTTPError, by shape). */
export function httpError(status: number, body: unknown = {}): Error {
  const error = new Error(`Request failed with status code ${status}`);
  return Object.assign(error, {
    name: 'HTTPError',
    response: new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  });
}
