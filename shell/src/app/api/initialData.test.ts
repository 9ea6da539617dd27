import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { INITIAL_DATA_ELEMENT_ID } from '@portal/contracts/initialData';
import { seedInitialData } from './initialData';

function putBlock(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INITIAL_DATA_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => document.getElementById(INITIAL_DATA_ELEMENT_ID)?.remove());

describe('seedInitialData', () => {
  it("puts each answer of the page's data block into the cache under its key, fresh, and removes the block", () => {
    const client = new QueryClient();
    const list = {
      data: [{ id: 1, title: 'Kustība <b>' }],
      meta: { current_page: 1, last_page: 1, total: 1, per_page: 5 },
    };
    putBlock(
      JSON.stringify({
        queries: [
          { key: ['settings'], data: { show_banners: true, show_articles: false } },
          { key: ['materials', 'list', { categories: [3], sort: 'created_at', per_page: 5 }], data: list },
        ],
      }).replace(/</g, '\\u003c'),
    );
    expect(seedInitialData(client)).toBe(2);
    expect(client.getQueryData(['settings'])).toEqual({ show_banners: true, show_articles: false });
    // The same key however its object's properties are ordered: TanStack Query hashes them sorted.
    expect(client.getQueryData(['materials', 'list', { per_page: 5, sort: 'created_at', categories: [3] }])).toEqual(
      list,
    );
    expect(client.getQueryState(['settings'])?.isInvalidated).toBe(false);
    expect(document.getElementById(INITIAL_DATA_ELEMENT_ID)).toBeNull();
    // Read once: a second call (a later render) finds nothing.
    expect(seedInitialData(client)).toBe(0);
  });

  it('ignores a page without the block, a block that is not JSON, and entries without a key', () => {
    const client = new QueryClient();
    expect(seedInitialData(client)).toBe(0);
    putBlock('{not json');
    expect(seedInitialData(client)).toBe(0);
    putBlock(JSON.stringify({ queries: [{ data: 1 }, { key: 'settings', data: 2 }, { key: ['ok'], data: 3 }] }));
    expect(seedInitialData(client)).toBe(1);
    expect(client.getQueryData(['ok'])).toBe(3);
  });
});
