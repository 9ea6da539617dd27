import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, paginationItems } from '@portal/shared-ui/components/Pagination';

describe('paginationItems', () => {
  it('lists every page when they fit in 9', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('is empty without pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('near the start shows the first pages, an ellipsis and the last page', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis', 20]);
    expect(paginationItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis', 20]);
  });

  it('in the middle keeps the first and last page around a window of the current one', () => {
    expect(paginationItems(6, 20)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8, 'ellipsis', 20]);
    expect(paginationItems(10, 20)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 20]);
  });

  it('near the end shows the first page, an ellipsis and the last pages', () => {
    expect(paginationItems(16, 20)).toEqual([1, 'ellipsis', 14, 15, 16, 17, 18, 19, 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'ellipsis', 14, 15, 16, 17, 18, 19, 20]);
  });

  it('never shows more than 9 numbers nor an ellipsis that hides a single page', () => {
    for (let last = 1; last <= 30; last++) {
      for (let current = 1; current <= last; current++) {
        const items = paginationItems(current, last);
        expect(items.filter((i) => i !== 'ellipsis').length).toBeLessThanOrEqual(9);
        expect(items).toContain(current);
        items.forEach((item, index) => {
          if (item !== 'ellipsis') return;
          const before = items[index - 1] as number;
          const after = items[index + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
      }
    }
  });

  it('clamps a current page outside the range', () => {
    expect(paginationItems(99, 12)).toEqual(paginationItems(12, 12));
    expect(paginationItems(0, 12)).toEqual(paginationItems(1, 12));
  });
});

const button = (name: RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('Pagination', () => {
  it('marks the current page and disables previous on the first page', async () => {
    const onChange = vi.fn();
    render(<Pagination currentPage={1} lastPage={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '1. lapa' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: '2. lapa' }).hasAttribute('aria-current')).toBe(false);
    expect(button(/Iepriekšējā/).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /Nākamā/ }));
    expect(onChange).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: '3. lapa' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('disables next on the last page', () => {
    render(<Pagination currentPage={3} lastPage={3} onChange={() => {}} />);
    expect(button(/Nākamā/).disabled).toBe(true);
    expect(button(/Iepriekšējā/).disabled).toBe(false);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination currentPage={1} lastPage={1} onChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
