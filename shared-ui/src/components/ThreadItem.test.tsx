import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThreadItem, isUnseenBy, otherParty } from '@portal/shared-ui/components/ThreadItem';
import { ANNA, JANIS, makeMessage } from '@portal/shared-ui/testing/messages';

const thread = makeMessage({ updated_at: '2025-10-03T09:15:00.000Z' });

function renderItem(props: Partial<Parameters<typeof ThreadItem>[0]> = {}) {
  return render(
    <MemoryRouter>
      <ThreadItem thread={thread} viewerId={ANNA.id} to="/inbox/messages?id=12" {...props} />
    </MemoryRouter>,
  );
}

describe('ThreadItem', () => {
  it('links to the thread with the other party, the subject and the date, marked unread for the viewer', () => {
    renderItem();
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/inbox/messages?id=12');
    expect(link).toHaveTextContent('Nelasīta: Jānis Kalniņš');
    expect(link).toHaveTextContent('Laboratorijas darbs 9. klasei');
    expect(link.querySelector('time')).toHaveAttribute('datetime', '2025-10-03T09:15:00.000Z');
    expect(link).not.toHaveAttribute('aria-current');
  });

  it("reads the viewer's own side of the seen flags and names the other party", () => {
    renderItem({ viewerId: JANIS.id, active: true });
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent('Anna Ozola');
    expect(link).not.toHaveTextContent('Nelasīta');
    expect(link).toHaveAttribute('aria-current', 'true');
  });

  it('knows the other party and the unseen side from either end', () => {
    expect(otherParty(thread, ANNA.id)).toEqual(JANIS);
    expect(otherParty(thread, JANIS.id)).toEqual(ANNA);
    expect(isUnseenBy(thread, ANNA.id)).toBe(true);
    expect(isUnseenBy(thread, JANIS.id)).toBe(false);
  });
});
