import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { listCategories } from '@portal/contracts/api/categories';
import { listMaterials } from '@portal/contracts/api/materials';
import { getInboxStatistics, getUserStatistics } from '@portal/contracts/api/users';
import { makeMaterial } from '@portal/shared-ui/testing/fixtures';
import { makeStatistics } from '@portal/shared-ui/testing/users';
import { paged, USER_TREE } from '../testing/fixtures';
import { renderAt, signIn, signOut } from '@portal/shared-ui/testing/render';
import ProfileCategoriesPage from './ProfileCategoriesPage';

vi.mock('@portal/contracts/api/categories', () => ({ listCategories: vi.fn(), getCategory: vi.fn() }));
vi.mock('@portal/contracts/api/materials', () => ({
  listMaterials: vi.fn(),
  setLiked: vi.fn(),
  setBookmarked: vi.fn(),
}));
vi.mock('@portal/contracts/api/users', () => ({
  getUserStatistics: vi.fn(),
  getInboxStatistics: vi.fn(),
  getCurrentUser: vi.fn(),
}));

const ME = 5;

beforeEach(() => {
  signIn(ME);
  vi.mocked(listCategories).mockResolvedValue(USER_TREE);
  vi.mocked(getUserStatistics).mockResolvedValue(makeStatistics());
  vi.mocked(getInboxStatistics).mockResolvedValue({ newCommentsCount: 0, newMessagesCount: 0 });
  vi.mocked(listMaterials).mockResolvedValue(
    paged([makeMaterial({ id: 301, title: 'Oma likums', owner_id: ME })], { last_page: 2 }),
  );
});

afterEach(() => {
  vi.clearAllMocks();
  signOut();
});

const renderBreakdown = (id: number | string) =>
  renderAt(`/profils/kategorijas/${id}`, '/profils/kategorijas/:categoryNodeId', <ProfileCategoriesPage />);

describe("'Materiālu sadalījums'", () => {
  it('shows the breadcrumb Mans profils › path › current and the sidebar', async () => {
    renderBreakdown(31);
    expect(screen.getByRole('heading', { level: 1, name: 'Materiālu sadalījums' })).toBeVisible();
    const crumbs = within(await screen.findByRole('navigation', { name: 'Ceļš' }));
    expect(crumbs.getByRole('link', { name: 'Mans profils' })).toHaveAttribute('href', '/profils');
    await waitFor(() =>
      expect(crumbs.getByRole('link', { name: '9. klase' })).toHaveAttribute('href', '/profils/kategorijas/3'),
    );
    expect(crumbs.getByText('Elektrība')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('complementary', { name: 'Mans profils' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Elektrība – Materiālu sadalījums | Mācību materiālu portāls'));
  });

  it("shows the sub-categories with the teacher's counts and the teacher's materials in the node", async () => {
    renderBreakdown(31);
    const tiles = within(await screen.findByRole('list', { name: 'Elektrība' }));
    expect(tiles.getByRole('link', { name: /Laboratorijas darbi/ })).toHaveAttribute(
      'href',
      '/profils/kategorijas/311',
    );
    expect(tiles.getByRole('link', { name: /Laboratorijas darbi/ })).toHaveTextContent('4 gb');
    expect(tiles.getByRole('link', { name: /Testi/ })).toHaveTextContent('1 gb');
    expect(tiles.queryByRole('link', { name: /Prezentācijas/ })).not.toBeInTheDocument();
    const grid = within(await screen.findByRole('list', { name: 'Mani materiāli' }));
    expect(grid.getByRole('link', { name: 'Oma likums' })).toBeVisible();
    expect(listMaterials).toHaveBeenCalledWith({ owner: ME, categories: [31], sort: 'created_at', page: 1 });
    expect(screen.getByRole('navigation', { name: 'Lapas' })).toBeVisible();
  });

  it('shows no pagination when the node holds none of the teacher’s materials', async () => {
    vi.mocked(listMaterials).mockResolvedValue(paged([]));
    renderBreakdown(32);
    expect(await screen.findByText('Šajā kategorijā tev vēl nav neviena materiāla.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Lapas' })).not.toBeInTheDocument();
  });

  it('answers an unknown category with the not-found page', async () => {
    renderBreakdown(999);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kategorija nav atrasta' })).toBeVisible();
    expect(listMaterials).not.toHaveBeenCalled();
  });
});
