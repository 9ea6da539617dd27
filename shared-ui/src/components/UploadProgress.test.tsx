import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { UploadProgress } from '@portal/shared-ui/components/UploadProgress';

describe('UploadProgress', () => {
  it('is a named progress bar with the percentage sent', () => {
    render(<UploadProgress percent={42.4} />);
    const bar = screen.getByRole('progressbar', { name: 'Augšuplādē failu...' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '42%');
    expect(screen.getByText('42%')).toBeInTheDocument();
  });

  it('keeps the value between 0 and 100', () => {
    const { rerender } = render(<UploadProgress percent={140} label="Sūta" />);
    expect(screen.getByRole('progressbar', { name: 'Sūta' })).toHaveAttribute('aria-valuenow', '100');
    rerender(<UploadProgress percent={Number.NaN} label="Sūta" />);
    expect(screen.getByRole('progressbar', { name: 'Sūta' })).toHaveAttribute('aria-valuenow', '0');
  });
});
