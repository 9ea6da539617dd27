import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { makeCategoryNode } from '../testing/fixtures';
import { CategoryTile, type CategoryTileProps } from '@portal/shared-ui/components/CategoryTile';

function renderTile(props: Partial<CategoryTileProps>) {
  return render(
    <MemoryRouter>
      <CategoryTile node={makeCategoryNode()} count={24} {...props} />
    </MemoryRouter>,
  );
}

describe('CategoryTile', () => {
  it('is a link with its title and count when it has somewhere to go', () => {
    renderTile({ to: '/kategorija/31' });
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/kategorija/31');
    expect(link.textContent).toContain('Elektrība');
    expect(link.textContent).toContain('24 gb');
  });

  it('is plain text without a destination (a node without children)', () => {
    renderTile({});
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Elektrība')).toBeVisible();
    expect(screen.getByText('24 gb')).toBeVisible();
  });

  it('is not clickable at count 0 even with a destination', () => {
    renderTile({ to: '/kategorija/31', count: 0 });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('0 gb')).toBeVisible();
  });

  it('shows the category icon in the icon variant only', () => {
    const node = makeCategoryNode({}, { icon_url: '/icons/elektriba.svg' });
    const { container, unmount } = renderTile({ node });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/icons/elektriba.svg');
    unmount();
    const titleOnly = renderTile({ node, variant: 'title' });
    expect(titleOnly.container.querySelector('img')).toBeNull();
  });
});
