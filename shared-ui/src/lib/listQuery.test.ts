import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, FIRST_PAGE } from '@portal/contracts/constants';
import { readPage, readSort } from '@portal/shared-ui/lib/listQuery';

describe('readPage', () => {
  it('takes a positive whole number and falls back to the first page for anything else', () => {
    expect(readPage('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'abc']) expect(readPage(value)).toBe(FIRST_PAGE);
  });
});

describe('readSort', () => {
  it('takes a known sort key and falls back to the default otherwise', () => {
    expect(readSort('likes', false)).toBe('likes');
    expect(readSort('nonsense', true)).toBe(DEFAULT_SORT);
    expect(readSort(null, true)).toBe(DEFAULT_SORT);
  });

  it("offers 'bookmarks' only to a signed-in viewer", () => {
    expect(readSort('bookmarks', true)).toBe('bookmarks');
    expect(readSort('bookmarks', false)).toBe(DEFAULT_SORT);
  });
});
