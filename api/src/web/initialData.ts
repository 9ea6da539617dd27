/**
 * The home page's first data calls, answered in its HTML. On a phone the home page waited for its
 * JavaScript (shell, shared modules, the catalogue's remote entry and page chunk) and only then
 * asked the API for the settings, the category tree, the banners, the news and a list per category:
 * one more round trip before anything of the page could render (Lighthouse: LCP nearly all render
 * delay). The server has the answers already.
 *
 * Each answer is the API route's own, fetched through `app.inject` as an anonymous visitor: the same
 * handler, schema, serializer and read cache as the browser's call, so there is no second copy of
 * any query and nothing viewer-specific can get in. Stored under the query key the page's hook asks
 * for; the shell puts them into its cache before the first render. A call that fails or is slow is
 * left out, and the page asks for it itself as before.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readSort } from '@portal/contracts/constants';
import {
  bannerKeys,
  categoryKeys,
  HOME_NEWS_LIST,
  homeSectionList,
  INITIAL_DATA_ELEMENT_ID,
  materialKeys,
  postKeys,
  settingsKeys,
  type InitialQuery,
} from '@portal/contracts/initialData';
import { categoryRoutes } from '@portal/contracts/endpoints/routes/categories';
import { contentRoutes } from '@portal/contracts/endpoints/routes/content';
import { materialRoutes } from '@portal/contracts/endpoints/routes/materials';
import { urlOf } from '@portal/contracts/endpoints/routes/url';
import { jsonForHtml } from './html';

/**
 * How long the HTML waits for the answers; those not in by then are left out (the page asks for
 * them itself). Warm, they come from the read cache in a few milliseconds; cold (just after a write
 * emptied the cache) they cost what the browser's own calls would have cost, a round trip later.
 */
const BUDGET_MS = 1000;

interface Node {
  id: number;
  parent_id: number | null;
}

/** The anonymous answer of a GET, or null when it is not a 200 before `deadline`. */
export async function anonymousGet(app: FastifyInstance, url: string, deadline: Promise<null>): Promise<unknown> {
  const answer = app
    .inject({ method: 'GET', url, headers: { accept: 'application/json' } })
    .then((res) => (res.statusCode === 200 ? (res.json() as unknown) : null));
  return Promise.race([answer, deadline]);
}

const dataOf = (body: unknown): unknown =>
  body !== null && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : undefined;

/** The home page's queries, under the keys its hooks ask for (contracts/initialData.ts). */
export async function homeQueries(
  app: FastifyInstance,
  sortParam: unknown,
  signedIn: boolean,
  deadline: Promise<null>,
): Promise<InitialQuery[]> {
  const get = (url: string) => anonymousGet(app, url, deadline);
  const [settingsBody, categoriesBody] = await Promise.all([
    get(urlOf(contentRoutes.settings)),
    get(urlOf(categoryRoutes.list)),
  ]);
  const settings = dataOf(settingsBody) as { show_banners?: boolean; show_articles?: boolean } | undefined;
  const tree = dataOf(categoriesBody) as Node[] | undefined;
  const queries: InitialQuery[] = [];
  if (settings) queries.push({ key: settingsKeys.all, data: settings });
  if (Array.isArray(tree)) queries.push({ key: categoryKeys.tree(), data: tree });

  const more: Promise<InitialQuery | null>[] = [];
  if (settings?.show_banners) {
    more.push(
      get(urlOf(contentRoutes.banners)).then((body) => {
        const data = dataOf(body);
        return data === undefined ? null : { key: bannerKeys.list(), data };
      }),
    );
  }
  if (settings?.show_articles) {
    const params = HOME_NEWS_LIST;
    // The query as listArticles (contracts/src/api/content.ts) sends it.
    more.push(
      get(urlOf(contentRoutes.articles, { query: params })).then((data) =>
        data === null ? null : { key: postKeys.list(params), data },
      ),
    );
  }
  // A signed-in teacher's lists carry their likes and bookmarks: the page asks for those itself.
  if (!signedIn && Array.isArray(tree)) {
    const sort = readSort(sortParam, false);
    for (const node of tree.filter((n) => n.parent_id === null)) {
      const params = homeSectionList(node.id, sort);
      // The query as listMaterials (contracts/src/api/materials.ts) sends it: the categories last.
      const { categories, ...rest } = params;
      more.push(
        get(urlOf(materialRoutes.list, { query: { ...rest, categories } })).then((data) =>
          data === null ? null : { key: materialKeys.list(params), data },
        ),
      );
    }
  }
  for (const query of await Promise.all(more)) if (query) queries.push(query);
  return queries;
}

/** The home page's first data calls, answered in time (the caller knows the address is the home page's). */
export async function initialQueries(app: FastifyInstance, request: FastifyRequest): Promise<InitialQuery[]> {
  const sort = (request.query as Record<string, unknown> | undefined)?.sort;
  // The shell sends the token cookie's value as the bearer token: its presence means signed in.
  const signedIn = Boolean(request.cookies.token);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), BUDGET_MS);
  });
  try {
    return await homeQueries(app, sort, signedIn, deadline);
  } catch (error) {
    request.log.warn({ err: error }, 'initial data for the home page');
    return [];
  } finally {
    clearTimeout(timer);
  }
}

/** The data block carrying `queries`, or '' when there are none. */
export function initialDataBlock(queries: InitialQuery[]): string {
  if (queries.length === 0) return '';
  return `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${jsonForHtml({ queries })}</script>`;
}
