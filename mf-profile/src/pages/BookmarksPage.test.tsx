import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setBookmarked } from '@portal/contracts/api/materials';
import { getInboxStatistics, getUserStatistics, listBookmarks } from '@portal/contracts/api/users';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { httpError, makeMaterial } from '@portal/shared-ui/testing/fixtures';
import { makeStatistics } from '@portal/shared-ui/testing/users';
import { paged } from '../testing/fixtures';
import { renderAt, signIn, signOut } from '@portal/shared-ui/testing/render';
import BookmarksPage from './BookmarksPage';

vi.mock('@portal/contracts/api/materials', () => ({
  listMaterials: vi.fn(),
  setLiked: vi.fn(),
  setBookmarked: vi.fn(),
}));
vi.mock('@portal/contracts/api/users', () => ({
  listBookmarks: vi.fn(),
  getUserStatistics: vi.fn(),
  getInboxStatistics: vi.fn(),
  getCurrentUser: vi.fn(),
}));

const ohm = makeMaterial({ id: 101, title: 'Oma likums', has_bookmark: true });
const optics = makeMaterial({ id: 102, title: 'Gaismas laušana', has_bookmark: true });
const heat = makeMaterial({ id: 103, title: 'Siltuma vadīšana', has_bookmark: true });

beforeEach(() => {
  signIn(5);
  vi.mocked(getUserStatistics).mockResolvedValue(makeStatistics());
  vi.mocked(getInboxStatistics).mockResolvedValue({ newCommentsCount: 0, newMessagesCount: 4 });
  vi.mocked(listBookmarks).mockImplementation(async (page = 1) =>
    page === 1 ? paged([ohm, optics], { last_page: 2, total: 3 }) : paged([heat], { current_page: 2, last_page: 2 }),
  );
});

afterEach(() => {
  vi.clearAllMocks();
  useNotifications.getState().clear();
  signOut();
});

const renderBookmarks = (path = '/profils/gramatzimes') => renderAt(path, '/profils/gramatzimes', <BookmarksPage />);

describe("'Manas grāmatzīmes'", () => {
  it('lists the bookmarked materials beside the profile sidebar', async () => {
    renderBookmarks();
    expect(screen.getByRole('heading', { level: 1, name: 'Manas grāmatzīmes' })).toBeVisible();
    const grid = within(await screen.findByRole('list', { name: 'Grāmatzīmes' }));
    expect(grid.getByRole('link', { name: 'Oma likums' })).toHaveAttribute('href', '/material/101');
    expect(grid.getByRole('link', { name: 'Gaismas laušana' })).toBeVisible();
    const sidebar = within(screen.getByRole('complementary', { name: 'Mans profils' }));
    expect(sidebar.getByRole('link', { name: 'Manas grāmatzīmes' })).toHaveAttribute('aria-current', 'page');
    expect(await sidebar.findByRole('link', { name: 'Ziņas (4 jaunas ziņas)' })).toBeVisible();
    expect(document.title).toBe('Manas grāmatzīmes | Mācību materiālu portāls');
  });

  it('pages through the bookmarks', async () => {
    const { router } = renderBookmarks();
    const pages = within(await screen.findByRole('navigation', { name: 'Lapas' }));
    await userEvent.click(pages.getByRole('button', { name: '2. lapa' }));
    expect(await screen.findByRole('link', { name: 'Siltuma vadīšana' })).toBeVisible();
    expect(listBookmarks).toHaveBeenLastCalledWith(2);
    expect(router.state.location.search).toBe('?page=2');
  });

  it('takes the card away when its bookmark is removed, and the next bookmark moves up', async () => {
    vi.mocked(setBookmarked).mockResolvedValue({ ...ohm, has_bookmark: false });
    renderBookmarks();
    const card = (await screen.findByRole('link', { name: 'Oma likums' })).closest('article')!;
    const button = within(card as HTMLElement).getByRole('button', { name: 'Grāmatzīme' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    vi.mocked(listBookmarks).mockResolvedValue(paged([optics, heat]));
    await userEvent.click(button);
    expect(setBookmarked).toHaveBeenCalledWith(101, false);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Oma likums' })).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Siltuma vadīšana' })).toBeVisible();
    expect(useNotifications.getState().items.map((n) => n.title)).toContain('Grāmatzīme noņemta!');
  });

  it('says so when there are no bookmarks', async () => {
    vi.mocked(listBookmarks).mockResolvedValue(paged([]));
    renderBookmarks();
    expect(await screen.findByText('Tev vēl nav nevienas grāmatzīmes.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Lapas' })).not.toBeInTheDocument();
  });

  it('says so when the bookmarks cannot be loaded', async () => {
    vi.mocked(listBookmarks).mockRejectedValue(httpError(500));
    renderBookmarks();
    expect(await screen.findByRole('alert')).toHaveTextContent('Neizdevās ielādēt grāmatzīmes.');
  });
});
