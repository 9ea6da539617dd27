import { describe, expect, it } from 'vitest';
import { pathOf, query, urlOf } from '@portal/contracts/endpoints/routes/url';

describe('the address of a call', () => {
  const route = { method: 'DELETE', path: '/api/materials/:id/like' } as const;

  it('fills the path parameters in, encoded, and refuses a call without one', () => {
    expect(pathOf(route, { id: 7 })).toBe('/api/materials/7/like');
    expect(pathOf(route, { id: 'a/b c' })).toBe('/api/materials/a%2Fb%20c/like');
    expect(() => pathOf(route, {})).toThrow(/:id/);
  });

  it('writes lists of a query comma-joined and leaves out empty values', () => {
    expect(query({ categories: [3, 7], owner: null, page: 2, s: '', none: [] }).toString()).toBe(
      'categories=3%2C7&page=2',
    );
  });

  it('adds the query in the order given, and no "?" when nothing of it is left', () => {
    const list = { method: 'GET', path: '/api/materials' } as const;
    expect(urlOf(list, { query: { sort: 'likes', per_page: 5, categories: [4] } })).toBe(
      '/api/materials?sort=likes&per_page=5&categories=4',
    );
    expect(urlOf(list, { query: { owner: null } })).toBe('/api/materials');
    expect(urlOf(list)).toBe('/api/materials');
    expect(urlOf(route, { params: { id: 7 }, query: { q: 'ā b' } })).toBe('/api/materials/7/like?q=%C4%81+b');
  });
});
