// Test data of the news, pages and banners sections (issue 19, helper B).
import type { Paged } from '@portal/contracts/schemas/entities';
import type {
  AdminArticle,
  AdminArticleSummary,
  AdminBanner,
  AdminPage,
  AdminPageSummary,
} from '@portal/contracts/schemas/admin/content';

export const PICTURE_URL = '/files/articles/konference.webp';

export function pagedOf<T>(data: T[], { page = 1, lastPage = 1, total = data.length } = {}): Paged<T> {
  return { data, meta: { current_page: page, last_page: lastPage, total, per_page: 20 } };
}

export function makePostSummary(values: Partial<AdminArticleSummary> = {}): AdminArticleSummary {
  return {
    id: 1,
    title: 'Skolotāju konference',
    description: 'Pavasara konference Rīgā',
    published: true,
    created_at: '2026-03-14T09:30:00.000Z',
    updated_at: '2026-03-14T09:30:00.000Z',
    image: null,
    ...values,
  };
}

export function makePost(values: Partial<AdminArticle> = {}): AdminArticle {
  return { ...makePostSummary(values), content: '<p>Programma</p>', ...values };
}

export function makePageSummary(values: Partial<AdminPageSummary> = {}): AdminPageSummary {
  return {
    id: 1,
    slug: 'noteikumi',
    title: 'Lietošanas noteikumi',
    protected: true,
    updated_at: '2026-02-01T10:00:00.000Z',
    ...values,
  };
}

export function makePage(values: Partial<AdminPage> = {}): AdminPage {
  return { ...makePageSummary(values), content: '<h2>Noteikumi</h2><p>Ievēro tos.</p>', ...values };
}

export function makeBanner(values: Partial<AdminBanner> = {}): AdminBanner {
  return {
    id: 1,
    title: 'Dalies ar materiāliem',
    target_url: '/lapa/about',
    image: { full_url: '/files/banners/a.webp' },
    position: 1,
    active: true,
    updated_at: '2026-02-01T10:00:00.000Z',
    ...values,
  };
}

/** A small PNG as the file chooser gives it. */
export function pictureFile(name = 'attels.png'): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });
}
