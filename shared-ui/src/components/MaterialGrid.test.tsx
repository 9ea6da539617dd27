import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MaterialGrid } from '@portal/shared-ui/components/MaterialGrid';

describe('MaterialGrid while the first page loads', () => {
  it('holds the place of the cards it expects, announced as loading, so nothing below moves', () => {
    const { container } = render(<MaterialGrid loading expected={5} label="Fizika" />);
    expect(screen.getByRole('status')).toHaveTextContent('Ielādē materiālus...');
    expect(container.querySelectorAll('li')).toHaveLength(5);
  });

  it('shows a spinner when it cannot tell how many will come, and the empty text when none came', () => {
    const { container, rerender } = render(<MaterialGrid loading emptyText="Nav materiālu." />);
    expect(container.querySelectorAll('li')).toHaveLength(0);
    rerender(<MaterialGrid loading={false} expected={5} emptyText="Nav materiālu." />);
    expect(screen.getByText('Nav materiālu.')).toBeInTheDocument();
  });
});
