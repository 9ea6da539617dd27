import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { categoryEndpoints } from '@portal/contracts/endpoints/categories';
import { userEndpoints } from '@portal/contracts/endpoints/user';
import type { CategoryNode } from '@portal/contracts/schemas/entities';
import { useDialogs } from '@portal/shared-ui/stores/dialogs';
import { createQueryClient } from '@portal/shared-ui/lib/queryClient';
import { useCategoryTree } from '@portal/shared-ui/queries/categories';
import { useSession } from '@portal/shared-ui/stores/session';
import { makeUser } from '@portal/shared-ui/testing/fixtures';
import { answer, refuse, type Sent } from '@portal/shared-ui/testing/network';
import { useState, type ReactNode } from 'react';
import { Header } from './Header';

/** Stands in for the search feature the layout composes in: a combobox whose list Escape closes. */
function SearchStub() {
  const [open, setOpen] = useState(true);
  return (
    <input
      role="combobox"
      aria-label="Meklēt materiālus"
      aria-expanded={open}
      aria-controls="stub-list"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          setOpen(false);
        }
      }}
    />
  );
}

function node(id: number, title: string, children: CategoryNode[] = [], parent_id: number | null = null): CategoryNode {
  return {
    id,
    parent_id,
    category_id: id,
    category: {
      id,
      title,
      description: null,
      icon_url: `/icons/${id}.svg`,
      materials_count: 3,
      user_materials_count: null,
    },
    path: [],
    children,
  };
}

const tree = [
  node(1, '7. klase', [node(11, 'Mehānika', [node(111, 'Noderīgas saites', [], 11)], 1), node(12, 'Optika', [], 1)]),
  node(2, '8. klase'),
];

/** The inbox counters as the API answers them: under `data`, and repeated at the top level in both spellings. */
function inboxStatistics(newMessagesCount: number, newCommentsCount: number, newNoticesCount?: number) {
  const counts = { newMessagesCount, newCommentsCount, newNoticesCount };
  return {
    data: counts,
    ...counts,
    new_messages_count: newMessagesCount,
    new_comments_count: newCommentsCount,
    new_notices_count: newNoticesCount,
  };
}

// The edge: the API's answers over HTTP (shared-ui/src/testing/network.ts); the requests the header made, per test.
let categoryRequests: Sent[];
let statisticsRequests: Sent[];

const teacher = makeUser({ id: 7, email: 'anna.ozola@demo.lv' });

const initialSession = useSession.getState();

/** The home page's sections, which read the same category tree as the menu (mf-catalog's HomeView). */
function HomeSections() {
  const { roots } = useCategoryTree();
  return (
    <ul aria-label="Sadaļas">
      {roots.map((node) => (
        <li key={node.id}>{node.category.title}</li>
      ))}
    </ul>
  );
}

function renderHeader(
  path = '/jaunumi',
  { withHome = false, client = createQueryClient({ retry: false }), search = undefined as ReactNode } = {},
) {
  const page = (
    <>
      <Header search={search} />
      {withHome ? <HomeSections /> : null}
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('header', () => {
  beforeEach(() => {
    categoryRequests = answer(categoryEndpoints.list, { data: tree });
    statisticsRequests = answer(userEndpoints.inboxStatistics, inboxStatistics(0, 0));
    useDialogs.setState({ current: null });
  });
  afterEach(() => {
    act(() => useSession.setState(initialSession, true));
    document.body.className = '';
  });

  it('has the logo link home and a menu of home, the top-level categories and news', async () => {
    renderHeader();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Mācību materiālu portāls' }).getAttribute('href')).toBe('/');
    const nav = within(banner).getByRole('navigation', { name: 'Galvenā izvēlne' });
    expect(within(nav).getByRole('link', { name: 'Sākums' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Jaunumi' }).getAttribute('href')).toBe('/jaunumi');
    // A node with children opens its category screen, a leaf its materials.
    expect((await within(nav).findByRole('link', { name: '7. klase' })).getAttribute('href')).toBe('/kategorija/1');
    expect(within(nav).getByRole('link', { name: '8. klase' }).getAttribute('href')).toBe('/kategorija/2/materiali');
    expect(categoryRequests).toHaveLength(1);
  });

  it('opens a category dropdown from the keyboard and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = await screen.findByRole('button', { name: '7. klase: apakšsadaļas' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Mehānika' })).not.toBeInTheDocument();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Mehānika' }).getAttribute('href')).toBe('/kategorija/11');
    expect(screen.getByRole('link', { name: 'Optika' }).getAttribute('href')).toBe('/kategorija/12/materiali');
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('offers sign-in and registration to an anonymous visitor, each opening its dialog', async () => {
    act(() => useSession.setState({ status: 'anonymous', user: null, token: null }));
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Autorizējies' }));
    expect(useDialogs.getState().current?.name).toBe('login');
    await userEvent.click(screen.getByRole('button', { name: 'Reģistrējies' }));
    expect(useDialogs.getState().current?.name).toBe('register');
    expect(screen.queryByRole('link', { name: /Anna Ozola/ })).not.toBeInTheDocument();
  });

  it('shows a signed-in teacher the profile link, inbox badges and a submenu that signs out to home', async () => {
    const signOut = vi.fn(() => Promise.resolve());
    answer(userEndpoints.inboxStatistics, inboxStatistics(3, 1));
    act(() => useSession.setState({ status: 'authenticated', token: 'token', user: teacher, signOut }));
    const router = renderHeader('/kategorija/1');
    expect(screen.queryByRole('button', { name: 'Autorizējies' })).not.toBeInTheDocument();
    expect((await screen.findByRole('link', { name: 'Anna Ozola' })).getAttribute('href')).toBe('/profils');
    expect((await screen.findByRole('link', { name: '3 jaunas ziņas' })).getAttribute('href')).toBe('/inbox/messages');
    expect(screen.getByRole('link', { name: '1 jauns komentārs' }).getAttribute('href')).toBe('/inbox/comments');

    await userEvent.click(screen.getByRole('button', { name: 'Lietotāja izvēlne: Anna Ozola' }));
    expect(screen.getByRole('link', { name: 'Komentāri' }).getAttribute('href')).toBe('/inbox/comments');
    expect(screen.getByRole('link', { name: 'Ziņas' }).getAttribute('href')).toBe('/inbox/messages');
    await userEvent.click(screen.getByRole('button', { name: 'Izrakstīties' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('counts unseen moderation notices in the comments badge, and names them (issue 19)', async () => {
    answer(userEndpoints.inboxStatistics, inboxStatistics(0, 1, 2));
    act(() => useSession.setState({ status: 'authenticated', token: 'token', user: teacher }));
    renderHeader();
    const badge = await screen.findByRole('link', { name: '3 nelasīti: 1 jauns komentārs, 2 jauni paziņojumi' });
    expect(badge.getAttribute('href')).toBe('/inbox/comments');
    expect(badge.textContent).toBe('3');
  });

  it('hides a badge while its count is zero', async () => {
    answer(userEndpoints.inboxStatistics, inboxStatistics(2, 0));
    act(() => useSession.setState({ status: 'authenticated', token: 'token', user: teacher }));
    renderHeader();
    expect(await screen.findByRole('link', { name: '2 jaunas ziņas' })).toHaveTextContent('2');
    expect(screen.queryByRole('link', { name: /komentār/ })).not.toBeInTheDocument();
  });

  it('shows no counters to a visitor and does not ask for them', async () => {
    act(() => useSession.setState({ status: 'anonymous', user: null, token: null }));
    renderHeader();
    await screen.findByRole('link', { name: '7. klase' });
    expect(screen.queryByRole('link', { name: /jaun/ })).not.toBeInTheDocument();
    expect(statisticsRequests).toHaveLength(0);
  });

  it('shares one category request with the home page, which needs the same tree', async () => {
    renderHeader('/', { withHome: true });
    const nav = within(screen.getByRole('navigation', { name: 'Galvenā izvēlne' }));
    expect(await nav.findByRole('link', { name: '8. klase' })).toBeInTheDocument();
    const sections = within(screen.getByRole('list', { name: 'Sadaļas' }));
    expect(sections.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['7. klase', '8. klase']);
    expect(categoryRequests).toHaveLength(1);
  });

  it('keeps the menu without categories after a failure and asks again when it is shown anew', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = refuse(categoryEndpoints.list, 'offline', { once: true });
    const client = createQueryClient({ retry: false });
    renderHeader('/', { client });
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Jaunumi' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '7. klase' })).not.toBeInTheDocument();

    cleanup();
    renderHeader('/', { client });
    expect(await screen.findByRole('link', { name: '7. klase' })).toBeInTheDocument();
    // Asked twice: the request that failed, then the one that got the tree.
    expect(failed).toHaveLength(1);
    expect(categoryRequests).toHaveLength(1);
    logged.mockRestore();
  });

  it('opens the mobile drawer with the body class and closes it with Escape and on navigation', async () => {
    const user = userEvent.setup();
    const router = renderHeader();
    const menu = screen.getByRole('button', { name: 'Izvēlne' });
    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(document.body.classList.contains('drawer-open')).toBe(true);
    await user.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.classList.contains('drawer-open')).toBe(false);

    await user.click(menu);
    expect(document.body.classList.contains('drawer-open')).toBe(true);
    await act(() => router.navigate('/lapas-karte'));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.classList.contains('drawer-open')).toBe(false);
  });

  it('shows the search box to a signed-in teacher only', async () => {
    act(() => useSession.setState({ status: 'anonymous', user: null, token: null }));
    renderHeader('/', { search: <SearchStub /> });
    await screen.findByRole('button', { name: 'Autorizējies' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();

    cleanup();
    act(() => useSession.setState({ status: 'authenticated', token: 'token', user: teacher }));
    renderHeader('/', { search: <SearchStub /> });
    expect(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Meklēt materiālus' })).toBeInTheDocument();
  });

  it("lets Escape in the drawer close the search box's open list first, then the drawer", async () => {
    const user = userEvent.setup();
    act(() => useSession.setState({ status: 'authenticated', token: 'token', user: teacher }));
    renderHeader('/', { search: <SearchStub /> });
    const menu = screen.getByRole('button', { name: 'Izvēlne' });
    await user.click(menu);
    const box = screen.getByRole('combobox', { name: 'Meklēt materiālus' });
    box.focus();
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });
});
