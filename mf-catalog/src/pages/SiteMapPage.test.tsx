import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { listCategories } from '@portal/contracts/api/categories';
import SiteMapPage from './SiteMapPage';
import { makeNode } from '../testing/fixtures';
import { renderAt } from '@portal/shared-ui/testing/render';

vi.mock('@portal/contracts/api/categories', () => ({ listCategories: vi.fn(), getCategory: vi.fn() }));

afterEach(() => vi.clearAllMocks());

describe('site map', () => {
  it('lists every top-level category with children and grandchildren, and the portal pages', async () => {
    vi.mocked(listCategories).mockResolvedValue([
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
    ]);
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
