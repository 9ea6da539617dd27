/**
 * The administration of the portal's own content (issue 19): news posts, static pages, the home
 * page's banners and its two switches. Posts and banners take JSON, or multipart with the picture in
 * `image`; edits (POST with `_method=PUT`) change only the fields sent. Bad input is one 422 in
 * Latvian on its fields and changes nothing.
 */
import {
  AdminArticle,
  AdminArticleListQuery,
  AdminArticleSummary,
  AdminBanner,
  AdminPage,
  AdminPageListQuery,
  AdminPageSummary,
  ArticleChanges,
  ArticleForm,
  BannerChanges,
  BannerForm,
  FrontPageSettingsForm,
  PageForm,
} from '@portal/contracts/schemas/admin/content';
import { ErrorBody, Settings, list, paged, single } from '@portal/contracts/schemas/entities';
import { endpoints, IdParams, noContent } from '@portal/contracts/endpoints/endpoint';
import { ADMIN, NOT_ADMIN, SlugParams } from '@portal/contracts/endpoints/admin/common';
import { adminContentRoutes } from '@portal/contracts/endpoints/routes/admin/content';

const FORM_BODY =
  'JSON, or multipart/form-data with the picture in `image` (JPEG, PNG, GIF or WebP by its content, at most 10 MB; re-encoded as WebP without metadata).';

export const adminContentEndpoints = endpoints(adminContentRoutes, {
  // --- news posts
  listArticles: {
    ...ADMIN,
    summary: 'News posts, drafts included, newest first (20 per page; state=all|draft|published, q)',
    query: AdminArticleListQuery,
    responses: { 200: paged(AdminArticleSummary), ...NOT_ADMIN },
  },
  createArticle: {
    ...ADMIN,
    summary: 'Write a news post (a draft unless `published`)',
    description: `${FORM_BODY} title required (at most 255), description at most 500, content (HTML, sanitised) required.`,
    body: ArticleForm,
    multipart: true,
    responses: { 201: single(AdminArticle), ...NOT_ADMIN },
  },
  getArticle: {
    ...ADMIN,
    summary: 'One news post, draft or published, with its body',
    params: IdParams,
    responses: { 200: single(AdminArticle), ...NOT_ADMIN },
  },
  updateArticle: {
    ...ADMIN,
    summary: 'Change a news post (_method=PUT): the fields sent change; publish and unpublish with `published`',
    description: `${FORM_BODY} \`remove_image\` drops the picture. Publishing a draft dates it to that moment.`,
    params: IdParams,
    body: ArticleChanges,
    multipart: true,
    responses: { 200: single(AdminArticle), ...NOT_ADMIN, 405: ErrorBody },
  },
  deleteArticle: {
    ...ADMIN,
    summary: 'Delete a news post and its picture. 204',
    params: IdParams,
    responses: { 204: noContent, ...NOT_ADMIN },
  },
  // --- static pages
  listPages: {
    ...ADMIN,
    summary: 'Static pages by title (20 per page; q in the title or address)',
    query: AdminPageListQuery,
    responses: { 200: paged(AdminPageSummary), ...NOT_ADMIN },
  },
  createPage: {
    ...ADMIN,
    summary: 'Add a static page at /lapa/{slug}',
    description:
      'title required (at most 255); slug required: a–z, digits and single hyphens, at least one letter, unique (422 on `slug`); content (HTML, sanitised) required.',
    body: PageForm,
    responses: { 201: single(AdminPage), ...NOT_ADMIN },
  },
  getPage: {
    ...ADMIN,
    summary: 'One static page with its body, by its address',
    params: SlugParams,
    responses: { 200: single(AdminPage), ...NOT_ADMIN },
  },
  updatePage: {
    ...ADMIN,
    summary: 'Change a static page (_method=PUT): title, content and its address',
    description:
      'Every field, as when adding one. The rules and about pages (noteikumi, about) keep their address: 422 on `slug`.',
    params: SlugParams,
    body: PageForm,
    responses: { 200: single(AdminPage), ...NOT_ADMIN, 405: ErrorBody },
  },
  deletePage: {
    ...ADMIN,
    summary: 'Delete a static page. 204; the rules and about pages: 422 on `slug`',
    params: SlugParams,
    responses: { 204: noContent, ...NOT_ADMIN },
  },
  // --- banners and the home page's switches
  listBanners: {
    ...ADMIN,
    summary: 'Every banner, switched off ones too, in the slider’s order (positions 1..n)',
    responses: { 200: list(AdminBanner), ...NOT_ADMIN },
  },
  createBanner: {
    ...ADMIN,
    summary: 'Add a banner (its picture in `image`, required)',
    description: `${FORM_BODY} The picture is cut to 1200×400. title required; target_url an http(s) address or a portal address starting with /; position 1..n (empty: last); active (default true).`,
    body: BannerForm,
    multipart: true,
    responses: { 201: single(AdminBanner), ...NOT_ADMIN },
  },
  updateBanner: {
    ...ADMIN,
    summary: 'Change a banner (_method=PUT): the fields sent change; `position` moves it, `active` switches it',
    description: `${FORM_BODY} A new picture replaces the old one.`,
    params: IdParams,
    body: BannerChanges,
    multipart: true,
    responses: { 200: single(AdminBanner), ...NOT_ADMIN, 405: ErrorBody },
  },
  deleteBanner: {
    ...ADMIN,
    summary: 'Delete a banner and its picture; the others close up. 204',
    params: IdParams,
    responses: { 204: noContent, ...NOT_ADMIN },
  },
  saveSettings: {
    ...ADMIN,
    summary: 'The home page’s switches: show_banners and show_articles, both required',
    body: FrontPageSettingsForm,
    responses: { 200: single(Settings), ...NOT_ADMIN },
  },
});

export type AdminContentEndpoints = typeof adminContentEndpoints;
