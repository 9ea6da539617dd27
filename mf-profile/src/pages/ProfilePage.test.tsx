import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logout, logoutEverywhere } from '@portal/contracts/api/auth';
import { listCategories } from '@portal/contracts/api/categories';
import { listMaterials } from '@portal/contracts/api/materials';
import { getInboxStatistics, getUserStatistics } from '@portal/contracts/api/users';
import { httpError, makeMaterial } from '@portal/shared-ui/testing/fixtures';
import { makeStatistics } from '@portal/shared-ui/testing/users';
import { paged, USER_TREE } from '../testing/fixtures';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { useSession } from '@portal/shared-ui/stores/session';
import { renderAt, signIn, signOut } from '@portal/shared-ui/testing/render';
import ProfilePage from './ProfilePage';

// The edge: the API calls. Everything from the page down to the shared-ui components is real.
vi.mock('@portal/contracts/api/categories', () => ({ listCategories: vi.fn(), getCategory: vi.fn() }));
vi.mock('@portal/contracts/api/materials', () => ({
  listMaterials: vi.fn(),
  setLiked: vi.fn(),
  setBookmarked: vi.fn(),
}));
vi.mock('@portal/contracts/api/auth', () => ({ logout: vi.fn(), logoutEverywhere: vi.fn() }));
vi.mock('@portal/contracts/api/users', () => ({
  getUserStatistics: vi.fn(),
  getInboxStatistics: vi.fn(),
  getCurrentUser: vi.fn(),
}));

const ME = 5;
const mine = makeMaterial({ id: 201, title: 'Spēka mērīšana', owner_id: ME, owner: { id: ME, avatar: null } });
const popular = makeMaterial({ id: 202, title: 'Populārākais darbs', owner_id: ME, likes: 99 });

beforeEach(() => {
  signIn(ME, { name: 'Anna Ozola', school: { id: 1, title: 'Rīgas 64. vidusskola' }, description: 'Fizika.' });
  vi.mocked(listCategories).mockResolvedValue(USER_TREE);
  vi.mocked(getUserStatistics).mockResolvedValue(makeStatistics({ likes: 12, views: 340, downloads: 56 }));
  vi.mocked(getInboxStatistics).mockResolvedValue({ newCommentsCount: 2, newMessagesCount: 0 });
  vi.mocked(listMaterials).mockImplementation(async (params) =>
    params?.sort === 'likes' ? paged([popular]) : paged([mine], { last_page: 3 }),
  );
});

afterEach(() => {
  vi.clearAllMocks();
  signOut();
  useNotifications.getState().clear();
});

const renderProfile = (path = '/profils') => renderAt(path, '/profils', <ProfilePage />, { showPath: true });
const notices = () => useNotifications.getState().items.map((n) => n.title);

describe('own profile', () => {
  it('shows the sidebar with the teacher, new comments, totals and the way to bookmarks, inbox and edit', async () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Mans profils' })).toBeVisible();
    const sidebar = within(screen.getByRole('complementary', { name: 'Mans profils' }));
    expect(sidebar.getByRole('heading', { name: 'Anna Ozola' })).toBeVisible();
    expect(sidebar.getByText('Rīgas 64. vidusskola')).toBeVisible();
    expect(await sidebar.findByRole('link', { name: 'Komentāri (2 jauni komentāri)' })).toHaveAttribute(
      'href',
      '/inbox/comments',
    );
    expect(sidebar.getByRole('link', { name: 'Ziņas' })).toHaveAttribute('href', '/inbox/messages');
    expect(sidebar.getByRole('link', { name: 'Manas grāmatzīmes' })).toHaveAttribute('href', '/profils/gramatzimes');
    expect(sidebar.getByRole('link', { name: 'Rediģēt profilu' })).toHaveAttribute('href', '/profile/edit');
    const totals = within(sidebar.getByRole('region', { name: 'Kopējā statistika' }));
    expect(await totals.findByText('340')).toBeVisible();
    expect(getUserStatistics).toHaveBeenCalledWith(ME);
    expect(document.title).toBe('Mans profils | Mācību materiālu portāls');
  });

  it("shows the top-level categories with the teacher's counts, leading to the breakdown", async () => {
    renderProfile();
    expect(listCategories).toHaveBeenCalledWith({ with_user_item_count: ME });
    const tiles = within(await screen.findByRole('list', { name: 'Kategorijas' }));
    expect(tiles.getByRole('link', { name: /9\. klase/ })).toHaveAttribute('href', '/profils/kategorijas/3');
    expect(tiles.getByRole('link', { name: /9\. klase/ })).toHaveTextContent('5 gb');
    // Nothing of the teacher's there: not a link.
    expect(tiles.queryByRole('link', { name: /8\. klase/ })).not.toBeInTheDocument();
    expect(tiles.getByText('0 gb')).toBeVisible();
    expect(tiles.queryByText('Elektrība')).not.toBeInTheDocument();
  });

  it("lists the teacher's own materials with like, view and download counts", async () => {
    renderProfile();
    const grid = within(await screen.findByRole('list', { name: 'Mani materiāli' }));
    expect(grid.getByRole('link', { name: 'Spēka mērīšana' })).toHaveAttribute('href', '/material/201');
    expect(grid.getByText('12 patīk atzīmes')).toBeInTheDocument();
    expect(grid.getByText('341 skatījums')).toBeInTheDocument();
    expect(grid.getByText('57 lejuplādes')).toBeInTheDocument();
    expect(grid.queryByRole('button', { name: 'Patīk' })).not.toBeInTheDocument();
    expect(listMaterials).toHaveBeenCalledWith({ owner: ME, categories: undefined, sort: 'created_at', page: 1 });
  });

  it('switches the list with the sort tabs', async () => {
    const { router } = renderProfile();
    await screen.findByRole('link', { name: 'Spēka mērīšana' });
    await userEvent.click(screen.getByRole('tab', { name: 'Visvairāk patīk' }));
    expect(await screen.findByRole('link', { name: 'Populārākais darbs' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Spēka mērīšana' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Visvairāk patīk' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?sort=likes');
  });

  it("offers no 'Grāmatzīmes' over the teacher's own materials, and reads ?sort=bookmarks as the newest", async () => {
    renderProfile('/profils?sort=bookmarks');
    expect(await screen.findByRole('link', { name: 'Spēka mērīšana' })).toBeVisible();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Jaunākie', 'Visvairāk patīk', 'Lejuplādētākie']);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Jaunākie');
    expect(listMaterials).not.toHaveBeenCalledWith(expect.objectContaining({ sort: 'bookmarks' }));
  });

  it('pages through the materials', async () => {
    const { router } = renderProfile();
    const pages = within(await screen.findByRole('navigation', { name: 'Lapas' }));
    await userEvent.click(pages.getByRole('button', { name: '2. lapa' }));
    await waitFor(() =>
      expect(listMaterials).toHaveBeenLastCalledWith({ owner: ME, categories: undefined, sort: 'created_at', page: 2 }),
    );
    expect(router.state.location.search).toBe('?page=2');
  });

  it('says so when the materials cannot be loaded, and tries again', async () => {
    vi.mocked(listMaterials).mockRejectedValueOnce(httpError(500));
    renderProfile();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Neizdevās ielādēt materiālus.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Mēģināt vēlreiz' }));
    expect(await screen.findByRole('link', { name: 'Spēka mērīšana' })).toBeVisible();
  });

  it('says so when the teacher has no materials yet, without pagination', async () => {
    vi.mocked(listMaterials).mockResolvedValue(paged([]));
    renderProfile();
    expect(await screen.findByText('Tu vēl neesi ievietojis nevienu materiālu.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Lapas' })).not.toBeInTheDocument();
  });
});

describe("'Izrakstīties visur' on the own profile", () => {
  const dialog = () => screen.getByRole('dialog', { name: 'Izrakstīties visur?' });

  it("sits in the sidebar under 'Rediģēt profilu' and asks first; 'Atcelt' ends nothing", async () => {
    renderProfile();
    const sidebar = within(screen.getByRole('complementary', { name: 'Mans profils' }));
    await userEvent.click(sidebar.getByRole('button', { name: 'Izrakstīties visur' }));
    expect(dialog()).toBeVisible();
    expect(dialog()).toHaveTextContent('visās ierīcēs');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Atcelt' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(logoutEverywhere).not.toHaveBeenCalled();
    expect(useSession.getState().status).toBe('authenticated');
  });

  it('ends every session on the server, then signs out here and goes home', async () => {
    vi.mocked(logoutEverywhere).mockResolvedValue();
    const { router } = renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Izrakstīties visur' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Izrakstīties visur' }));
    expect(await screen.findByRole('heading', { name: 'Cita lapa /' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(logoutEverywhere).toHaveBeenCalledTimes(1);
    // The token is already dead on the server: forgotten here without a logout call of its own.
    expect(logout).not.toHaveBeenCalled();
    expect(useSession.getState()).toMatchObject({ token: null, user: null, status: 'anonymous' });
    expect(notices()).toEqual(['Visas sesijas ir beigtas.']);
  });

  it('says so when the server could not end the sessions, and keeps the teacher signed in', async () => {
    vi.mocked(logoutEverywhere).mockRejectedValue(httpError(500));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Izrakstīties visur' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Izrakstīties visur' }));
    await waitFor(() => expect(notices()).toEqual(['Neizdevās izrakstīties visur!']));
    expect(router.state.location.pathname).toBe('/profils');
    expect(useSession.getState().status).toBe('authenticated');
    // The dialog stays, so the teacher can try again or cancel.
    expect(within(dialog()).getByRole('button', { name: 'Izrakstīties visur' })).toBeEnabled();
    expect(quiet).toHaveBeenCalled();
    quiet.mockRestore();
  });
});
