import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { contentEndpoints } from '@portal/contracts/endpoints/content';
import StaticPage from './StaticPage';
import { answer, refuse } from '@portal/shared-ui/testing/network';
import { renderAt } from '@portal/shared-ui/testing/render';

describe('static page', () => {
  it('shows the title and HTML content of the slug', async () => {
    const asked = answer(contentEndpoints.page, {
      data: { id: 1, slug: 'noteikumi', title: 'Lietošanas noteikumi', content: '<h2>1. Vispārīgi</h2><p>Teksts.</p>' },
    });
    renderAt('/lapa/noteikumi', '/lapa/:slug', <StaticPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lietošanas noteikumi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. Vispārīgi' })).toBeInTheDocument();
    expect(asked.map((sent) => sent.params)).toEqual([{ page: 'noteikumi' }]);
  });

  it('says the page was not found on a 404', async () => {
    refuse(contentEndpoints.page, 404);
    renderAt('/lapa/nav', '/lapa/:slug', <StaticPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lapa nav atrasta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Uz sākumu' }).getAttribute('href')).toBe('/');
  });

  it('scrolls to the section the address names once the content is shown (the cookie notice links to #sikdatnes)', async () => {
    const scrolled: string[] = [];
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    answer(contentEndpoints.page, {
      data: {
        id: 1,
        slug: 'noteikumi',
        title: 'Lietošanas noteikumi',
        content: '<h2>1. Vispārīgi</h2><p>Teksts.</p><h2 id="sikdatnes">6. Sīkdatnes</h2><p>Par sīkdatnēm.</p>',
      },
    });
    renderAt('/lapa/noteikumi#sikdatnes', '/lapa/:slug', <StaticPage />);
    await screen.findByRole('heading', { level: 2, name: '6. Sīkdatnes' });
    expect(scrolled).toEqual(['sikdatnes']);
    scrollIntoView.mockRestore();
  });
});
