import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { categoryEndpoints } from '@portal/contracts/endpoints/categories';
import { contentEndpoints } from '@portal/contracts/endpoints/content';
import { materialEndpoints } from '@portal/contracts/endpoints/materials';
import { userEndpoints } from '@portal/contracts/endpoints/user';
import { ANONYMOUS_AUTHOR_LABEL, type Banner } from '@portal/contracts/schemas/entities';
import { queryClient } from '@portal/shared-ui/lib/queryClient';
import { useSession } from '@portal/shared-ui/stores/session';
import HomePage from './HomePage';
import { makeArticle, makeMaterial, makeNode, paged } from '../testing/fixtures';
import { makeUser } from '@portal/shared-ui/testing/fixtures';
import { answer, refuse, type Sent } from '@portal/shared-ui/testing/network';
import { renderAt, signIn, signOut, type RenderOptions } from '@portal/shared-ui/testing/render';

const banner = (id: number, title: string): Banner => ({
  id,
  title,
  target_url: '/jaunumi',
  image: { full_url: `/files/banner-${id}.jpg` },
});

const ninth = makeNode({
  id: 3,
  title: '9. klase',
  children: [
    makeNode({
      id: 31,
      parentId: 3,
      title: 'Elektrība',
      children: [makeNode({ id: 311, parentId: 31, title: 'Testi' })],
    }),
    makeNode({ id: 39, parentId: 3, title: 'Noderīgas saites' }),
  ],
});
const tenth = makeNode({ id: 4, title: '10. klase' });

// What the home page asked the API for, per test.
let settings: Sent[];
let banners: Sent[];
let articles: Sent[];
let tree: Sent[];
let materials: Sent[];

beforeEach(() => {
  signOut();
  settings = answer(contentEndpoints.settings, { data: { show_banners: true, show_articles: true } });
  banners = answer(contentEndpoints.banners, { data: [banner(1, 'Jaunie darbi'), banner(2, 'Konkurss skolēniem')] });
  articles = answer(
    contentEndpoints.articles,
    paged([makeArticle({ id: 8, title: 'Fizikas olimpiāde' })], { per_page: 3 }),
  );
  tree = answer(categoryEndpoints.list, { data: [ninth, tenth] });
  materials = answer(materialEndpoints.list, paged([makeMaterial()], { per_page: 5 }));
});

afterEach(() => {
  vi.restoreAllMocks();
  signOut();
  queryClient.clear();
});

const renderHome = (path = '/', options?: RenderOptions) => renderAt(path, '/', <HomePage />, options).router;

describe('home: settings', () => {
  it('shows neither banners nor news when the settings switch them off', async () => {
    settings = answer(contentEndpoints.settings, { data: { show_banners: false, show_articles: false } });
    renderHome();
    expect(await screen.findByRole('link', { name: '9. klase' })).toBeInTheDocument();
    await waitFor(() => expect(settings).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Aktualitātes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Jaunumi' })).not.toBeInTheDocument();
    expect(banners).toHaveLength(0);
    expect(articles).toHaveLength(0);
  });

  it('shows only the part that is switched on', async () => {
    answer(contentEndpoints.settings, { data: { show_banners: false, show_articles: true } });
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Jaunumi' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Aktualitātes' })).not.toBeInTheDocument();
    expect(banners).toHaveLength(0);
  });

  it('shows the three latest news posts with a link to the news list', async () => {
    renderHome();
    const news = within(await screen.findByRole('region', { name: 'Jaunumi' }));
    expect(await news.findByRole('link', { name: 'Fizikas olimpiāde' })).toBeInTheDocument();
    expect(news.getByText('02/10/2025')).toBeVisible();
    expect(news.getByRole('link', { name: 'Visi jaunumi' }).getAttribute('href')).toBe('/jaunumi');
    expect(articles.map((sent) => sent.query)).toEqual([
      { perPage: '3', orderBy: 'created_at', orderByDirection: 'desc' },
    ]);
  });

  it('keeps the materials when the settings cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refuse(contentEndpoints.settings, 500);
    renderHome();
    expect(await screen.findByRole('link', { name: '9. klase' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Aktualitātes' })).not.toBeInTheDocument();
  });
});

describe('home: banner slider', () => {
  it('shows one slide at a time, its title as text, and moves with the buttons and the dots', async () => {
    const user = userEvent.setup();
    renderHome();
    const slider = within(await screen.findByRole('region', { name: 'Aktualitātes' }));
    expect(slider.getByText('Jaunie darbi')).toBeVisible();
    expect(slider.getByText('Konkurss skolēniem')).not.toBeVisible();

    await user.click(slider.getByRole('button', { name: 'Nākamais slaids' }));
    expect(slider.getByText('Konkurss skolēniem')).toBeVisible();
    expect(slider.getByText('Jaunie darbi')).not.toBeVisible();

    await user.click(slider.getByRole('button', { name: '1. slaids: Jaunie darbi' }));
    expect(slider.getByText('Jaunie darbi')).toBeVisible();
    expect(slider.getByRole('button', { name: '1. slaids: Jaunie darbi' }).getAttribute('aria-current')).toBe('true');

    await user.click(slider.getByRole('button', { name: 'Iepriekšējais slaids' }));
    expect(slider.getByText('Konkurss skolēniem')).toBeVisible();
  });

  it('has no pagination and no buttons with a single banner', async () => {
    answer(contentEndpoints.banners, { data: [banner(1, 'Jaunie darbi')] });
    renderHome();
    const slider = within(await screen.findByRole('region', { name: 'Aktualitātes' }));
    expect(slider.getByText('Jaunie darbi')).toBeVisible();
    expect(slider.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('home: categories', () => {
  it('lists up to 5 materials per top-level category with its sub-category links', async () => {
    renderHome();
    const section = within(await screen.findByRole('region', { name: '9. klase' }));
    expect(section.getByRole('link', { name: '9. klase' }).getAttribute('href')).toBe('/kategorija/3');
    // A sub-category with children opens its category, a leaf its materials.
    expect(section.getByRole('link', { name: 'Elektrība' }).getAttribute('href')).toBe('/kategorija/31');
    expect(section.getByRole('link', { name: 'Noderīgas saites' }).getAttribute('href')).toBe(
      '/kategorija/39/materiali',
    );
    expect(await section.findByText('Oma likums: laboratorijas darbs')).toBeVisible();
    expect(screen.getByRole('region', { name: '10. klase' })).toBeInTheDocument();
    expect(materials.map((sent) => sent.query)).toEqual(
      expect.arrayContaining([
        { categories: '3', sort: 'created_at', per_page: '5' },
        { categories: '4', sort: 'created_at', per_page: '5' },
      ]),
    );
  });

  it('gives anonymous visitors three sort tabs, no add button and no like or bookmark', async () => {
    renderHome();
    await waitFor(() => expect(screen.getAllByText('Ilze Bērziņa')).toHaveLength(2));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Jaunākie',
      'Visvairāk patīk',
      'Lejuplādētākie',
    ]);
    expect(screen.queryByRole('link', { name: '+ Pievienot materiālu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Patīk' })).not.toBeInTheDocument();
  });

  it('gives a signed-in teacher the add button, the bookmarks tab and re-sorts every section', async () => {
    signIn(5);
    const user = userEvent.setup();
    const router = renderHome();
    expect((await screen.findByRole('link', { name: '+ Pievienot materiālu' })).getAttribute('href')).toBe('/upload');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Patīk' })).toHaveLength(2));

    await user.click(screen.getByRole('tab', { name: 'Grāmatzīmes' }));
    expect(router.state.location.search).toBe('?sort=bookmarks');
    await waitFor(() =>
      expect(materials.map((sent) => sent.query)).toEqual(
        expect.arrayContaining([
          { categories: '3', sort: 'bookmarks', per_page: '5' },
          { categories: '4', sort: 'bookmarks', per_page: '5' },
        ]),
      ),
    );
  });
});

describe('home: one request per thing', () => {
  it('asks for the category tree once, however many parts of the page need it', async () => {
    renderHome();
    expect(await screen.findByRole('region', { name: '10. klase' })).toBeInTheDocument();
    await screen.findAllByText('Oma likums: laboratorijas darbs');
    expect(tree).toHaveLength(1);
    expect(settings).toHaveLength(1);
    expect(materials).toHaveLength(2);
  });
});

describe('home: signing in', () => {
  it('shows the signed-in view of the lists at once, without navigating away', async () => {
    // The server names the author only to a signed-in teacher (spec §6): to a request with the token.
    answer(materialEndpoints.list, ({ headers }) =>
      paged(
        [
          makeMaterial({
            signature:
              headers.get('Authorization') === 'Bearer teacher-token' ? 'Ilze Bērziņa' : ANONYMOUS_AUTHOR_LABEL,
          }),
        ],
        { per_page: 5 },
      ),
    );
    answer(userEndpoints.current, { data: makeUser({ id: 5 }) });
    // The shared cache: the one the session store resets on sign-in.
    const router = renderHome('/?sort=likes', { client: queryClient });
    await waitFor(() => expect(screen.getAllByText(ANONYMOUS_AUTHOR_LABEL)).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Patīk' })).not.toBeInTheDocument();

    await act(() => useSession.getState().signIn('teacher-token', false));

    await waitFor(() => expect(screen.getAllByText('Ilze Bērziņa')).toHaveLength(2));
    expect(screen.queryByText(ANONYMOUS_AUTHOR_LABEL)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Patīk' })).toHaveLength(2);
    expect(router.state.location.search).toBe('?sort=likes');
    // The tree is the same for everyone: not asked for again.
    expect(tree).toHaveLength(1);
  });
});

describe('home: like and bookmark', () => {
  it("puts the server's answer into every section that lists the material", async () => {
    signIn(5);
    // The same material is among the newest of both classes.
    const likes = answer(materialEndpoints.like, { data: makeMaterial({ is_liked: true, likes: 13 }) });
    renderHome();
    const [first] = await screen.findAllByRole('button', { name: 'Patīk' });
    await userEvent.setup().click(first!);
    await waitFor(() => expect(likes.map((sent) => sent.params)).toEqual([{ id: '101' }]));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Patīk' }).map((b) => b.getAttribute('aria-pressed'))).toEqual([
        'true',
        'true',
      ]),
    );
    // From the answer, not from a new list: the sections were not fetched again.
    expect(materials).toHaveLength(2);
  });
});
