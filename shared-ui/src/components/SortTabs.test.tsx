import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SortTabs } from '@portal/shared-ui/components/SortTabs';

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('SortTabs', () => {
  it('offers anonymous visitors three sorts, without bookmarks', () => {
    render(<SortTabs value="created_at" onChange={() => {}} signedIn={false} />);
    expect(tabNames()).toEqual(['Jaunākie', 'Visvairāk patīk', 'Lejuplādētākie']);
  });

  it('offers signed-in users bookmarks too', () => {
    render(<SortTabs value="created_at" onChange={() => {}} signedIn />);
    expect(tabNames()).toEqual(['Jaunākie', 'Visvairāk patīk', 'Lejuplādētākie', 'Grāmatzīmes']);
  });

  it("leaves out bookmarks over a list that cannot hold a bookmarked material (one's own)", () => {
    render(<SortTabs value="created_at" onChange={() => {}} signedIn withBookmarks={false} />);
    expect(tabNames()).toEqual(['Jaunākie', 'Visvairāk patīk', 'Lejuplādētākie']);
  });

  it('marks the chosen sort and reports clicks with the sort key', async () => {
    const onChange = vi.fn();
    render(<SortTabs value="likes" onChange={onChange} signedIn />);
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected.textContent).toBe('Visvairāk patīk');
    expect(selected.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Jaunākie' }).tabIndex).toBe(-1);
    await userEvent.click(screen.getByRole('tab', { name: 'Grāmatzīmes' }));
    expect(onChange).toHaveBeenCalledWith('bookmarks');
  });

  it('moves with the arrow keys, wrapping around', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SortTabs value="created_at" onChange={onChange} signedIn={false} />);
    screen.getByRole('tab', { name: 'Jaunākie' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('likes');
    expect(document.activeElement?.textContent).toBe('Visvairāk patīk');
    await user.keyboard('{ArrowLeft}');
    // From the first tab of an anonymous viewer, left wraps to the last of the three.
    expect(onChange).toHaveBeenLastCalledWith('downloads');
  });
});
