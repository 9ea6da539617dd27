/**
 * The first data calls of a page, answered in its HTML (api/src/web/initialData.ts) and put into the
 * shell's query cache before the first render (shell/src/app/api/initialData.ts), so the page
 * renders as soon as its code arrives instead of asking the API after it. A JSON data block, never
 * executed: the CSP's script-src does not apply.
 */
import { HOME_ARTICLES, HOME_MATERIALS_PER_CATEGORY, type SortKey } from '@portal/contracts/constants';

export const INITIAL_DATA_ELEMENT_ID = 'portal-initial-data';

/** One query's answer under the exact key the page's hook asks for. */
export interface InitialQuery {
  key: readonly unknown[];
  data: unknown;
}

export interface InitialData {
  queries: InitialQuery[];
}

// ---------------------------------------------------------------------------------------------
// Query keys. The page's hooks and the server that answers their first calls in the HTML
// (api/src/web/initialData.ts) both build them here, so an answer lands under the key that is
// asked for. They live in this module because every page loads it already (a module of its own
// would be one more request on the home page, whose JavaScript budget is nearly spent).
// ---------------------------------------------------------------------------------------------

/** The parameters of a list of materials (GET /api/materials), as its query key carries them. */
export interface MaterialListParams {
  page?: number;
  per_page?: number;
  /** a user id: that user's materials */
  owner?: number | null;
  /** node ids; a material matches when it is in all of them */
  categories?: readonly number[];
  sort?: SortKey;
}

/** The parameters of the news list (GET /api/articles), as its query key carries them. */
export interface ArticleListParams {
  page?: number;
  perPage?: number;
  orderBy?: 'created_at' | 'title';
  orderByDirection?: 'asc' | 'desc';
}

export const settingsKeys = {
  all: ['settings'] as const,
};

export const bannerKeys = {
  all: ['banners'] as const,
  list: () => [...bannerKeys.all, 'list'] as const,
};

export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  list: (params: ArticleListParams) => [...postKeys.lists(), params] as const,
  detail: (id: string) => [...postKeys.all, 'detail', id] as const,
};

export const categoryKeys = {
  all: ['categories'] as const,
  /** the whole tree from the top level down */
  tree: () => [...categoryKeys.all, 'tree'] as const,
  /** one node with its ancestors (path) and sub-tree */
  node: (id: number | string) => [...categoryKeys.all, 'node', String(id)] as const,
};

export const materialKeys = {
  all: ['materials'] as const,
  /** every list of materials (prefix for invalidation and for writing an updated material) */
  lists: () => [...materialKeys.all, 'list'] as const,
  list: (params: MaterialListParams) => [...materialKeys.lists(), params] as const,
  /** the signed-in teacher's bookmarks (mf-profile's pages), a list like the others */
  bookmarks: () => [...materialKeys.lists(), 'bookmarks'] as const,
  detail: (id: number) => [...materialKeys.all, 'detail', id] as const,
  reactions: () => [...materialKeys.all, 'reaction'] as const,
};

/** The list of a top-level category's section on the home page (spec §9). */
export const homeSectionList = (categoryId: number, sort: SortKey): MaterialListParams => ({
  categories: [categoryId],
  sort,
  per_page: HOME_MATERIALS_PER_CATEGORY,
});

/** The latest news on the home page, newest first. */
export const HOME_NEWS_LIST = {
  perPage: HOME_ARTICLES,
  orderBy: 'created_at',
  orderByDirection: 'desc',
} as const satisfies ArticleListParams;
