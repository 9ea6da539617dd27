import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listCategories } from '@portal/contracts/api/categories';
import { listMaterials } from '@portal/contracts/api/materials';
import { getUser, getUserStatistics } from '@portal/contracts/api/users';
import { useDialogs } from '@portal/shared-ui/stores/dialogs';
import { httpError, makeMaterial } from '@portal/shared-ui/testing/fixtures';
import { makePublicUser, makeStatistics } from '@portal/shared-ui/testing/users';
import { paged, USER_TREE } from '../testing/fixtures';
import { renderAt, signIn, signOut } from '@portal/shared-ui/testing/render';
import UserProfilePage from './UserProfilePage';

vi.mock('@portal/contracts/api/categories', () => ({ listCategories: vi.fn(), getCategory: vi.fn() }));
vi.mock('@portal/contracts/api/materials', () => ({
  listMaterials: vi.fn(),
  setLiked: vi.fn(),
  setBookmarked: vi.fn(),
}));
vi.mock('@portal/contracts/api/users', () => ({
  getUser: vi.fn(),
  getUserStatistics: vi.fn(),
  getInboxStatistics: vi.fn(),
  getCurrentUser: vi.fn(),
}));

const ILZE = makePublicUser({ id: 7 });

beforeEach(() => {
  signIn(5);
  vi.mocked(getUser).mockResolvedValue(ILZE);
  vi.mocked(getUserStatistics).mockResolvedValue(makeStatistics({ likes: 128, views: 950, downloads: 913 }));
  vi.mocked(listCategories).mockResolvedValue(USER_TREE);
  vi.mocked(listMaterials).mockImplementation(async (params) =>
    params?.sort === 'downloads'
      ? paged([makeMaterial({ id: 402, title: 'Lejuplādētākais' })])
      : paged([makeMaterial({ id: 401, title: 'Oma likums', owner_id: 7 })], { last_page: 2 }),
  );
});

afterEach(() => {
  vi.clearAllMocks();
  useDialogs.getState().closeDialog();
  signOut();
});

const PATTERNS = ['/profiles/:id', '/profiles/:id/categories/:categoryNodeId'];
const renderUser = (path = '/profiles/7') =>
  renderAt(path, PATTERNS[path.includes('/categories/') ? 1 : 0]!, <UserProfilePage />);

describe("another teacher's profile", () => {
  it('shows the avatar, name, school, description and totals', async () => {
    renderUser();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ilze Bērziņa' })).toBeVisible();
    expect(screen.getByText('Rīgas Valsts 1. ģimnāzija')).toBeVisible();
    expect(screen.getByText('Fizikas skolotāja, vadu pulciņu "Jaunie fiziķi".')).toBeVisible();
    const totals = within(screen.getByRole('region', { name: 'Kopējā statistika' }));
    expect(await totals.findByText('950')).toBeVisible();
    expect(getUserStatistics).toHaveBeenCalledWith(7);
    const crumbs = within(screen.getByRole('navigation', { name: 'Ceļš' }));
    expect(crumbs.getByRole('link', { name: 'Sākums' })).toHaveAttribute('href', '/');
    expect(crumbs.getByText('Ilze Bērziņa')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Ilze Bērziņa | Mācību materiālu portāls');
  });

  it('shows the default icon when the teacher has no picture', async () => {
    vi.mocked(getUser).mockResolvedValue(makePublicUser({ avatar: null, avatar_id: null }));
    renderUser();
    await screen.findByRole('heading', { level: 1, name: 'Ilze Bērziņa' });
    expect(document.querySelector('header svg[data-icon="avatar"]')).not.toBeNull();
  });

  it("'Sūtīt ziņu' opens the message dialog addressed to the teacher", async () => {
    renderUser();
    await userEvent.click(await screen.findByRole('button', { name: 'Sūtīt ziņu' }));
    expect(useDialogs.getState().current).toEqual({ name: 'new-message', props: { recipient: ILZE } });
  });

  it("shows the teacher's top-level categories as tiles leading to the narrowed profile, and their materials", async () => {
    renderUser();
    expect(listCategories).toHaveBeenCalledWith({ with_user_item_count: 7 });
    const tiles = within(await screen.findByRole('list', { name: 'Kategorijas' }));
    expect(tiles.getByRole('link', { name: /9\. klase/ })).toHaveAttribute('href', '/profiles/7/categories/3');
    expect(tiles.queryByRole('link', { name: /8\. klase/ })).not.toBeInTheDocument();
    const grid = within(await screen.findByRole('list', { name: 'Materiāli' }));
    expect(grid.getByRole('link', { name: 'Oma likums' })).toBeVisible();
    expect(listMaterials).toHaveBeenCalledWith({ owner: 7, categories: undefined, sort: 'created_at', page: 1 });
    expect(screen.getByRole('navigation', { name: 'Lapas' })).toBeVisible();
  });

  it('sorts the list', async () => {
    renderUser();
    await screen.findByRole('link', { name: 'Oma likums' });
    await userEvent.click(screen.getByRole('tab', { name: 'Lejuplādētākie' }));
    expect(await screen.findByRole('link', { name: 'Lejuplādētākais' })).toBeVisible();
    expect(listMaterials).toHaveBeenLastCalledWith({ owner: 7, categories: undefined, sort: 'downloads', page: 1 });
  });

  it("offers a signed-in teacher 'Grāmatzīmes' over another teacher's materials", async () => {
    renderUser();
    await screen.findByRole('link', { name: 'Oma likums' });
    await userEvent.click(screen.getByRole('tab', { name: 'Grāmatzīmes' }));
    await waitFor(() =>
      expect(listMaterials).toHaveBeenLastCalledWith({ owner: 7, categories: undefined, sort: 'bookmarks', page: 1 }),
    );
  });

  it('narrows the profile to a category: its path in the breadcrumb, its children as tiles, its materials', async () => {
    renderUser('/profiles/7/categories/31');
    const crumbs = within(await screen.findByRole('navigation', { name: 'Ceļš' }));
    expect(crumbs.getByRole('link', { name: 'Ilze Bērziņa' })).toHaveAttribute('href', '/profiles/7');
    expect(await crumbs.findByRole('link', { name: '9. klase' })).toHaveAttribute('href', '/profiles/7/categories/3');
    expect(crumbs.getByText('Elektrība')).toHaveAttribute('aria-current', 'page');
    const tiles = within(await screen.findByRole('list', { name: 'Elektrība' }));
    expect(tiles.getByRole('link', { name: /Laboratorijas darbi/ })).toHaveAttribute(
      'href',
      '/profiles/7/categories/311',
    );
    await screen.findByRole('link', { name: 'Oma likums' });
    expect(listMaterials).toHaveBeenCalledWith({ owner: 7, categories: [31], sort: 'created_at', page: 1 });
  });

  it('answers a teacher who is not shown with the not-found page', async () => {
    vi.mocked(getUser).mockRejectedValue(httpError(404, { message: 'Nav atrasts.' }));
    renderUser('/profiles/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lietotājs nav atrasts' })).toBeVisible();
  });

  it('says so when the profile cannot be loaded', async () => {
    vi.mocked(getUser).mockRejectedValue(httpError(500));
    renderUser();
    expect(await screen.findByRole('alert')).toHaveTextContent('Neizdevās ielādēt profilu.');
  });

  it('sends the teacher to the own profile when the address is theirs', async () => {
    const { router } = renderUser('/profiles/5');
    expect(await screen.findByText('Cita lapa')).toBeVisible();
    expect(router.state.location.pathname).toBe('/profils');
    expect(getUser).not.toHaveBeenCalled();
  });
});
