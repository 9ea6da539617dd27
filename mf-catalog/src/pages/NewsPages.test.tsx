import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentEndpoints } from '@portal/contracts/endpoints/content';
import PostPage from './PostPage';
import PostsPage from './PostsPage';
import { articleImage, makeArticle, paged } from '../testing/fixtures';
import { answer, refuse, type Sent } from '@portal/shared-ui/testing/network';
import { renderAt } from '@portal/shared-ui/testing/render';

const posts = [
  makeArticle({
    id: 1,
    title: 'Fizikas olimpiāde',
    image: articleImage('/files/olimpiade.jpg'),
  }),
  makeArticle({ id: 2, title: 'Jauni laboratorijas darbi', created_at: '2025-03-05T10:00:00.000Z' }),
];

let lists: Sent[];

beforeEach(() => {
  lists = answer(contentEndpoints.articles, paged(posts, { current_page: 2, last_page: 4, per_page: 9 }));
});

describe('news list', () => {
  it('shows the posts with title, date and description, and pages through them in the address', async () => {
    const { router } = renderAt('/jaunumi?page=2', '/jaunumi', <PostsPage />);
    const crumbs = within(screen.getByRole('navigation', { name: 'Ceļš' }));
    expect(crumbs.getByRole('link', { name: 'Sākums' })).toHaveAttribute('href', '/');
    expect(crumbs.getByText('Jaunumi').getAttribute('aria-current')).toBe('page');

    expect((await screen.findByRole('link', { name: 'Fizikas olimpiāde' })).getAttribute('href')).toBe('/jaunumi/1');
    expect(screen.getByText('05/03/2025')).toBeVisible();
    expect(lists.map((sent) => sent.query)).toEqual([
      { page: '2', perPage: '9', orderBy: 'created_at', orderByDirection: 'desc' },
    ]);
    expect(screen.getByRole('button', { name: '2. lapa' }).getAttribute('aria-current')).toBe('page');

    await userEvent.setup().click(screen.getByRole('button', { name: '3. lapa' }));
    expect(router.state.location.search).toBe('?page=3');
    await waitFor(() =>
      expect(lists.at(-1)?.query).toEqual({ page: '3', perPage: '9', orderBy: 'created_at', orderByDirection: 'desc' }),
    );
  });

  it('offers a retry when the list cannot be loaded', async () => {
    refuse(contentEndpoints.articles, 500, { once: true });
    renderAt('/jaunumi', '/jaunumi', <PostsPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Mēģināt vēlreiz' }));
    expect(await screen.findByRole('link', { name: 'Fizikas olimpiāde' })).toBeInTheDocument();
  });
});

describe('news post', () => {
  it('shows breadcrumb, title, date and the HTML content in an article', async () => {
    const asked = answer(contentEndpoints.article, {
      data: makeArticle({
        id: 7,
        title: 'Fizikas olimpiāde',
        content: '<p>Pieteikšanās līdz <strong>1. martam</strong>.</p>',
      }),
    });
    renderAt('/jaunumi/7', '/jaunumi/:id', <PostPage />);
    const article = await screen.findByRole('article', { name: 'Fizikas olimpiāde' });
    expect(asked.map((sent) => sent.params)).toEqual([{ id: '7' }]);
    expect(within(article).getByText('1. martam').tagName).toBe('STRONG');
    expect(within(article).getByText('02/10/2025')).toBeVisible();
    const crumbs = within(screen.getByRole('navigation', { name: 'Ceļš' }));
    expect(crumbs.getByRole('link', { name: 'Jaunumi' }).getAttribute('href')).toBe('/jaunumi');
    expect(crumbs.getByText('Fizikas olimpiāde').getAttribute('aria-current')).toBe('page');
    expect(document.title).toBe('Fizikas olimpiāde | Mācību materiālu portāls');
  });

  it('says the post was not found on a 404', async () => {
    refuse(contentEndpoints.article, 404, { body: { message: 'Nav atrasts.' } });
    renderAt('/jaunumi/999', '/jaunumi/:id', <PostPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jaunums nav atrasts' })).toBeInTheDocument();
  });
});
