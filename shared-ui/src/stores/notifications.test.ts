import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismiss, notify, useNotifications } from '@portal/shared-ui/stores/notifications';

beforeEach(() => {
  vi.useFakeTimers();
  useNotifications.getState().clear();
});

afterEach(() => {
  vi.useRealTimers();
});

const titles = () => useNotifications.getState().items.map((n) => n.title);

describe('notifications', () => {
  it('dismisses a notice after 3000 ms by default', () => {
    notify({ type: 'success', title: 'Grāmatzīme pievienota!', text: 'Grāmatzīmes vari atrast savā profila lapā.' });
    expect(titles()).toEqual(['Grāmatzīme pievienota!']);
    vi.advanceTimersByTime(2999);
    expect(titles()).toEqual(['Grāmatzīme pievienota!']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual([]);
  });

  it('keeps errors for 5000 ms', () => {
    notify({ type: 'error', title: 'Pievienot materiālu neizdevās!' });
    vi.advanceTimersByTime(3000);
    expect(titles()).toEqual(['Pievienot materiālu neizdevās!']);
    vi.advanceTimersByTime(2000);
    expect(titles()).toEqual([]);
  });

  it('honours a given duration and dismisses only its own notice', () => {
    notify({ type: 'info', title: 'A', duration: 1000 });
    notify({ type: 'info', title: 'B' });
    vi.advanceTimersByTime(1000);
    expect(titles()).toEqual(['B']);
  });

  it('can be dismissed early, and its timer no longer fires', () => {
    const id = notify({ type: 'warning', title: 'A' });
    dismiss(id);
    expect(titles()).toEqual([]);
    notify({ type: 'warning', title: 'B' });
    vi.advanceTimersByTime(2999);
    expect(titles()).toEqual(['B']);
  });
});
