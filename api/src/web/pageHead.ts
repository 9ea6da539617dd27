/**
 * What a link to a page shows before any JavaScript runs (issue 22, scope 1): the page's title,
 * description, canonical address and Open Graph tags, written into the HTML head by the server. A
 * news post's link pasted into a chat, a social network or a school's mail then shows the post's
 * title, summary and picture, and a search engine reads the same.
 *
 * A post or a static page is read through the API's own route as an anonymous visitor (`app.inject`:
 * the same handler and read cache as the browser's call, nothing private can get in). Material and
 * category pages are for signed-in teachers (their routes and API answers need sign-in), so their
 * links show the portal's own card; an address no route has is marked `noindex`.
 */
import type { FastifyInstance } from 'fastify';
import type { RouteDef } from '@portal/contracts/routes';
import { contentRoutes } from '@portal/contracts/endpoints/routes/content';
import { urlOf } from '@portal/contracts/endpoints/routes/url';
import { escapeHtml } from './html';
import { anonymousGet } from './initialData';

/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 200;
/** How long a page waits for its post or static page; past it the page gets the portal's own card. */
const BUDGET_MS = 500;

/** What a page's head says beyond the shell's index.html, whose title and description are the portal's. */
export interface PageHead {
  /** the page's own title (the document's is '<title> | <the portal's>', as the page sets it); null: the portal's */
  title: string | null;
  /** null: the portal's */
  description: string | null;
  /** the page's own address under PUBLIC_URL; null where it has none (not found, signed-in pages) */
  canonical: string | null;
  type: 'website' | 'article';
  /** an absolute picture address for the link's card */
  image: string | null;
  noindex: boolean;
}

/** Plain text of sanitised HTML, cut at a word to `length` characters. */
export function excerpt(html: string, length = DESCRIPTION_LENGTH): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

interface Article {
  title: string;
  description: string | null;
  content: string;
  image: { full_url: string } | null;
}

interface StaticPage {
  title: string;
  content: string;
}

/** The anonymous answer's `data`, or null (not found, not allowed, not in time). */
async function dataAt<T>(app: FastifyInstance, url: string): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), BUDGET_MS);
  });
  try {
    const body = (await anonymousGet(app, url, deadline)) as { data?: T } | null;
    return body?.data ?? null;
  } finally {
    clearTimeout(timer);
  }
}

/** The head of the page at `pathname` (the route the live table matched, if any). */
export async function pageHead(
  app: FastifyInstance,
  route: RouteDef | undefined,
  pathname: string,
  search: URLSearchParams,
  publicUrl: string,
): Promise<PageHead> {
  const site: PageHead = {
    title: null,
    description: null,
    canonical: null,
    type: 'website',
    image: null,
    noindex: false,
  };
  if (!route) return { ...site, noindex: true };
  if (route.auth) return site;
  const page = search.get('page');
  const own = `${publicUrl}${pathname.replace(/\/+$/, '') || '/'}${page && page !== '1' ? `?page=${encodeURIComponent(page)}` : ''}`;
  const key = decodeURIComponent(pathname.split('/').filter(Boolean).at(-1) ?? '');
  if (route.name === 'post' && /^\d+$/.test(key)) {
    const post = await dataAt<Article>(app, urlOf(contentRoutes.article, { params: { id: key } }));
    if (!post) return site;
    return {
      title: post.title,
      description: post.description?.trim() || excerpt(post.content) || null,
      canonical: own,
      type: 'article',
      image: post.image ? new URL(post.image.full_url, `${publicUrl}/`).href : null,
      noindex: false,
    };
  }
  if (route.name === 'page' && key) {
    const found = await dataAt<StaticPage>(app, urlOf(contentRoutes.page, { params: { page: key } }));
    if (!found) return site;
    return { ...site, title: found.title, description: excerpt(found.content) || null, canonical: own };
  }
  return { ...site, canonical: own };
}

/**
 * `html` (the shell's index.html) with the page's title and description in place of the portal's,
 * and the link card's tags added before `</head>`.
 */
export function withPageHead(html: string, head: PageHead): string {
  // index.html's own title and description are the portal's (already HTML text).
  const siteTitle = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const description = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>/.exec(html);
  const pageTitle = head.title === null ? siteTitle : escapeHtml(head.title);
  const pageDescription = head.description === null ? (description?.[1] ?? '') : escapeHtml(head.description);
  const tags = [
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    `<meta property="og:site_name" content="${siteTitle}">`,
    '<meta property="og:locale" content="lv_LV">',
    `<meta property="og:type" content="${head.type}">`,
    `<meta property="og:title" content="${pageTitle}">`,
    `<meta property="og:description" content="${pageDescription}">`,
    head.canonical ? `<meta property="og:url" content="${escapeHtml(head.canonical)}">` : '',
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}">` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
  ].join('');
  let out = html;
  if (head.title !== null) out = out.replace(/<title>[^<]*<\/title>/, `<title>${pageTitle} | ${siteTitle}</title>`);
  if (description && head.description !== null)
    out = out.replace(description[0], `<meta name="description" content="${pageDescription}" />`);
  return out.replace('</head>', `${tags}</head>`);
}
