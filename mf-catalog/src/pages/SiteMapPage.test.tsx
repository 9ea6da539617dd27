import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { categoryEndpoints } from '@portal/contracts/endpoints/categories';
import SiteMapPage from './SiteMapPage';
import { makeNode } from '../testing/fixtures';
import { answer } from '@portal/shared-ui/testing/network';
import { renderAt } from '@portal/shared-ui/testing/render';

describe('site map', () => {
  it('lists every top-level category with children and grandchildren, and the portal pages', async () => {
    answer(categoryEndpoints.list, {
      data: [
        makeNode({
          id: 3,
          title: '9. klase',
          children: [
            makeNode({
              id: 31,
              parentId: 3,
              title: 'Elektrība',
              children: [makeNode({ id: 311, parentId: 31, title: 'Laboratorijas darbi' })],
            }),
          ],
        }),
      ],
    });
    renderAt('/lapas-karte', '/lapas-karte', <SiteMapPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Lapas karte' })).toBeInTheDocument();
    const categories = within(screen.getByRole('region', { name: 'Kategorijas' }));
    expect((await categories.findByRole('link', { name: '9. klase' })).getAttribute('href')).toBe('/kategorija/3');
    expect(categories.getByRole('link', { name: 'Elektrība' }).getAttribute('href')).toBe('/kategorija/31');
    expect(categories.getByRole('link', { name: 'Laboratorijas darbi' }).getAttribute('href')).toBe(
      '/kategorija/311/materiali',
    );

    const portal = within(screen.getByRole('region', { name: 'Portāls' }));
    const links = portal.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Lapas karte', '/lapas-karte'],
      ['Sazinies', '/sazinies'],
      ['Noteikumi', '/lapa/noteikumi'],
      ['Par portālu', '/lapa/about'],
    ]);
    expect(document.title).toBe('Lapas karte | Mācību materiālu portāls');
  });
});
