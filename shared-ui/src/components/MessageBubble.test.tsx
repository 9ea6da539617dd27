import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MessageBubble } from '@portal/shared-ui/components/MessageBubble';
import { makeMessage } from '@portal/shared-ui/testing/messages';

describe('MessageBubble', () => {
  it("shows the other party's name, the time and the text", () => {
    const { container } = render(<MessageBubble message={makeMessage()} />);
    expect(screen.getByText('Jānis Kalniņš')).toBeVisible();
    expect(screen.getByText('Sveika! Vai drīkstu izmantot Tavu Oma likuma darba lapu savā stundā?')).toBeVisible();
    expect(container.querySelector('time')).toHaveAttribute('datetime', '2025-10-03T09:15:00.000Z');
  });

  it('names an own message for screen readers instead of repeating the name', () => {
    render(<MessageBubble message={makeMessage()} own />);
    expect(screen.queryByText('Jānis Kalniņš')).not.toBeInTheDocument();
    expect(screen.getByText('Tu')).toBeInTheDocument();
  });

  it('shows markup in a message as text and runs nothing', () => {
    const text = '<script>window.hacked = true</script><b>treknraksts</b>';
    const { container } = render(<MessageBubble message={makeMessage({ message: text })} />);
    expect(screen.getByText(text)).toBeVisible();
    expect(container.querySelector('script, b')).toBeNull();
  });
});
