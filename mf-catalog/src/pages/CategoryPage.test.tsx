import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { categoryEndpoints } from '@portal/contracts/endpoints/categories';
import { materialEndpoints } from '@portal/contracts/endpoints/materials';
import type { Material } from '@portal/contracts/schemas/entities';
import { createQueryClient } from '@portal/shared-ui/lib/queryClient';
import { materialKeys } from '@portal/shared-ui/queries/materials';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import CategoryPage from './CategoryPage';
import CategoryMaterialsPage from './CategoryMaterialsPage';
import { makeMaterial, makeNode, paged } from '../testing/fixtures';
import { answer, refuse, type Sent } from '@portal/shared-ui/testing/network';
import { renderAt, signIn, signOut, type RenderOptions } from '@portal/shared-ui/testing/render';

// The edge: the API's answers over HTTP. Everything from the page down to the client is real.

const NINTH = { id: 3, category_id: 3, title: '9. klase', has_children: true };

const electricity = makeNode({
  id: 31,
  parentId: 3,
  title: 'Elektrība',
  description: 'Strāva, spriegums un pretestība.',
  path: [NINTH],
  children: [
    makeNode({ id: 311, parentId: 31, title: 'Laboratorijas darbi', count: 4 }),
    makeNode({
      id: 312,
      parentId: 31,
      title: 'Magnētisms',
      count: 5,
      children: [makeNode({ id: 3121, parentId: 312, title: 'Testi' })],
    }),
    makeNode({
      id: 313,
      parentId: 31,
      title: 'Elektrostatika',
      count: 0,
      children: [makeNode({ id: 3131, parentId: 313, title: 'Testi' })],
    }),
  ],
});

const usefulLinks = makeNode({
  id: 319,
  parentId: 31,
  title: 'Noderīgas saites',
  path: [NINTH, { id: 31, category_id: 31, title: 'Elektrība', has_children: true }],
});

// The material lists the screen asked for, per test.
let lists: Sent[];

beforeEach(() => {
  signIn(5);
  answer(categoryEndpoints.get, ({ params }) => ({ data: params.id === '319' ? usefulLinks : electricity }));
  lists = answer(materialEndpoints.list, paged([makeMaterial()], { last_page: 3, current_page: 1 }));
});

afterEach(() => {
  useNotifications.getState().clear();
  signOut();
});

const renderCategory = (path = '/kategorija/31', options?: RenderOptions) =>
  renderAt(path, '/kategorija/:categoryNodeId', <CategoryPage />, options).router;

describe('category screen', () => {
  it('shows the breadcrumb, title and description of the node', async () => {
    renderCategory();
    expect(await screen.findByRole('heading', { level: 1, name: 'Elektrība' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Ceļš' }));
    expect(crumbs.getByRole('link', { name: 'Sākums' }).getAttribute('href')).toBe('/');
    expect(crumbs.getByRole('link', { name: '9. klase' }).getAttribute('href')).toBe('/kategorija/3');
    expect(crumbs.getByText('Elektrība').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Strāva, spriegums un pretestība.')).toBeVisible();
    expect(document.title).toBe('Elektrība | Mācību materiālu portāls');
  });

  it('links a sub-category tile only when it has children and materials, with the count in gb', async () => {
    renderCategory();
    const tiles = within(await screen.findByRole('region', { name: 'Apakškategorijas' }));
    const withChildren = tiles.getByRole('link', { name: /Magnētisms/ });
    expect(withChildren.getAttribute('href')).toBe('/kategorija/312');
    expect(withChildren.textContent).toContain('5 gb');
    // A leaf is plain text: its materials are in the list under the tiles.
    expect(tiles.queryByRole('link', { name: /Laboratorijas darbi/ })).not.toBeInTheDocument();
    expect(tiles.getByText('Laboratorijas darbi')).toBeVisible();
    expect(tiles.getByText('4 gb')).toBeVisible();
    // Nothing behind it: not clickable even though it has children.
    expect(tiles.queryByRole('link', { name: /Elektrostatika/ })).not.toBeInTheDocument();
    expect(tiles.getByText('0 gb')).toBeVisible();
  });

  it("offers '+ Augšuplādēt' for a file preset to the category's branch", async () => {
    renderCategory();
    const button = await screen.findByRole('link', { name: '+ Augšuplādēt' });
    const target = new URL(button.getAttribute('href') ?? '', 'http://portal.test');
    expect(target.pathname).toBe('/upload');
    expect(target.searchParams.get('categories')).toBe('3,31');
    expect(target.searchParams.get('type')).toBe('file');
  });

  it("reads '+ Pievienot' and opens the form for a link in the category 'Noderīgas saites'", async () => {
    renderCategory('/kategorija/319');
    const button = await screen.findByRole('link', { name: '+ Pievienot' });
    const target = new URL(button.getAttribute('href') ?? '', 'http://portal.test');
    expect(target.searchParams.get('categories')).toBe('3,31,319');
    expect(target.searchParams.get('type')).toBe('link');
    expect(screen.queryByRole('link', { name: '+ Augšuplādēt' })).not.toBeInTheDocument();
  });

  it('reads sort and page from the address and keeps them there', async () => {
    const router = renderCategory('/kategorija/31?sort=likes&page=2');
    await screen.findByRole('heading', { level: 1, name: 'Elektrība' });
    await waitFor(() =>
      expect(lists.map((sent) => sent.query)).toEqual([{ categories: '31', sort: 'likes', page: '2' }]),
    );
    expect(screen.getByRole('tab', { name: 'Visvairāk patīk' }).getAttribute('aria-selected')).toBe('true');

    await userEvent.setup().click(await screen.findByRole('button', { name: '3. lapa' }));
    expect(router.state.location.search).toBe('?sort=likes&page=3');
    await waitFor(() => expect(lists.at(-1)?.query).toEqual({ categories: '31', sort: 'likes', page: '3' }));
  });

  it('keeps the page on another sort but goes back to page 1 when the sort changes to bookmarks', async () => {
    const user = userEvent.setup();
    const router = renderCategory('/kategorija/31?page=2');
    await screen.findByRole('button', { name: '2. lapa' });

    await user.click(screen.getByRole('tab', { name: 'Lejuplādētākie' }));
    expect(router.state.location.search).toBe('?page=2&sort=downloads');

    await user.click(screen.getByRole('tab', { name: 'Grāmatzīmes' }));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('bookmarks');
    expect(new URLSearchParams(router.state.location.search).has('page')).toBe(false);
    await waitFor(() => expect(lists.at(-1)?.query).toEqual({ categories: '31', sort: 'bookmarks', page: '1' }));
  });

  it("toggles a like and shows the server's answer on the card", async () => {
    const likes = answer(materialEndpoints.like, { data: makeMaterial({ is_liked: true, likes: 13 }) });
    renderCategory();
    const like = await screen.findByRole('button', { name: 'Patīk' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    await userEvent.setup().click(like);
    await waitFor(() => expect(likes.map((sent) => sent.params)).toEqual([{ id: '101' }]));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Patīk' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(useNotifications.getState().items.map((item) => item.title)).toContain('Patīk atzīme pievienota!');
  });

  it("keeps the server's answer in the cached list instead of asking for the list again", async () => {
    const bookmarked = makeMaterial({ has_bookmark: true });
    answer(materialEndpoints.bookmark, { data: bookmarked });
    const client = createQueryClient({ retry: false });
    renderCategory('/kategorija/31', { client });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Grāmatzīme' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Grāmatzīme' }).getAttribute('aria-pressed')).toBe('true'),
    );
    const cached = client.getQueryData<{ data: Material[] }>(
      materialKeys.list({ categories: [31], sort: 'created_at', page: 1 }),
    );
    expect(cached?.data).toEqual([bookmarked]);
    expect(lists).toHaveLength(1);
    expect(useNotifications.getState().items.map(({ title, text }) => ({ title, text }))).toContainEqual({
      title: 'Grāmatzīme pievienota!',
      text: 'Grāmatzīmes vari atrast savā profila lapā.',
    });
  });

  it('ignores a second click while the first toggle is on its way', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const likes = answer(materialEndpoints.like, async () => {
      await held;
      return { data: makeMaterial({ is_liked: true, likes: 13 }) };
    });
    renderCategory();
    const user = userEvent.setup();
    const like = await screen.findByRole('button', { name: 'Patīk' });
    await user.click(like);
    await user.click(like);
    release();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Patīk' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(likes).toHaveLength(1);
  });

  it('shows counts instead of like and bookmark on the viewer’s own material', async () => {
    signIn(7);
    renderCategory();
    await screen.findByText('Oma likums: laboratorijas darbs');
    expect(screen.queryByRole('button', { name: 'Patīk' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Grāmatzīme' })).not.toBeInTheDocument();
  });

  it('says so when the category does not exist', async () => {
    refuse(categoryEndpoints.get, 404, { body: { message: 'Nav atrasts.' } });
    renderCategory('/kategorija/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kategorija nav atrasta' })).toBeInTheDocument();
  });

  it('offers a retry when the materials cannot be loaded', async () => {
    refuse(materialEndpoints.list, 500, { body: { message: 'Servera kļūda' }, once: true });
    renderCategory();
    const retry = await screen.findByRole('button', { name: 'Mēģināt vēlreiz' });
    expect(screen.getByRole('alert').textContent).toContain('Neizdevās ielādēt materiālus.');
    await userEvent.setup().click(retry);
    expect(await screen.findByText('Oma likums: laboratorijas darbs')).toBeVisible();
  });
});

describe('category-materials screen', () => {
  it('lists the materials without sub-category tiles, and says when there are none', async () => {
    answer(materialEndpoints.list, paged([]));
    renderAt('/kategorija/31/materiali', '/kategorija/:categoryNodeId/materiali', <CategoryMaterialsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Elektrība' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Apakškategorijas' })).not.toBeInTheDocument();
    expect(await screen.findByText('Šajā kategorijā vēl nav neviena materiāla.')).toBeVisible();
    expect(screen.getByRole('link', { name: '+ Augšuplādēt' })).toHaveAttribute(
      'href',
      '/upload?categories=3%2C31&type=file',
    );
  });
});
