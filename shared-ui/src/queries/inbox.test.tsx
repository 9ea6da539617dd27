import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@portal/shared-ui/lib/queryClient';
import { useSession } from '@portal/shared-ui/stores/session';
import { makeUser } from '@portal/shared-ui/testing/fixtures';

const getInboxStatistics = vi.hoisted(() => vi.fn());
vi.mock('@portal/contracts/api/users', () => ({ getInboxStatistics, getCurrentUser: vi.fn() }));

const { refreshInboxStats, useInboxStats } = await import('@portal/shared-ui/queries/inbox');

function Counters({ label = 'Skaitītāji' }: { label?: string }) {
  const { newMessagesCount, newCommentsCount } = useInboxStats();
  return <p aria-label={label}>{`${newMessagesCount} ziņas, ${newCommentsCount} komentāri`}</p>;
}

function signInAs(id: number) {
  act(() => useSession.setState({ token: `token-${id}`, user: makeUser({ id }), status: 'authenticated' }));
}

function signOut() {
  act(() => useSession.setState({ token: null, user: null, status: 'anonymous' }));
}

let client: QueryClient;

function renderCounters(...labels: string[]) {
  render(
    <QueryClientProvider client={client}>
      {(labels.length ? labels : ['Skaitītāji']).map((label) => (
        <Counters key={label} label={label} />
      ))}
    </QueryClientProvider>,
  );
}

/**
 * Moves the polling clock, then lets the answers the timers started arrive and be rendered (the
 * cache tells its observers on a real zero-delay timer).
 */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
const counters = (label = 'Skaitītāji') => screen.getByLabelText(label).textContent;

beforeEach(() => {
  // The polling interval and the clock; the cache's own zero-delay notifications stay real.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  client = createQueryClient({ retry: false });
  getInboxStatistics.mockReset().mockResolvedValue({ newMessagesCount: 1, newCommentsCount: 2 });
});

afterEach(() => {
  signOut();
  client.clear();
  vi.useRealTimers();
});

describe('inbox counters', () => {
  it('are fetched again 15 seconds after each fetch while someone is signed in', async () => {
    signInAs(7);
    renderCounters();
    await advance(0);
    expect(getInboxStatistics).toHaveBeenCalledTimes(1);
    expect(counters()).toBe('1 ziņas, 2 komentāri');

    getInboxStatistics.mockResolvedValue({ newMessagesCount: 4, newCommentsCount: 0 });
    await advance(14_999);
    expect(getInboxStatistics).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(getInboxStatistics).toHaveBeenCalledTimes(2);
    expect(counters()).toBe('4 ziņas, 0 komentāri');
    await advance(15_000);
    expect(getInboxStatistics).toHaveBeenCalledTimes(3);
  });

  it('count the 15 seconds from the end of a slow fetch, not from its start', async () => {
    signInAs(7);
    renderCounters();
    await advance(0);
    let answer!: (stats: { newMessagesCount: number; newCommentsCount: number }) => void;
    getInboxStatistics.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await advance(15_000);
    expect(getInboxStatistics).toHaveBeenCalledTimes(2);
    // The answer comes 5 s later; the next fetch is 15 s after that, not 10.
    await advance(5_000);
    answer({ newMessagesCount: 9, newCommentsCount: 9 });
    getInboxStatistics.mockResolvedValue({ newMessagesCount: 9, newCommentsCount: 9 });
    await advance(14_999);
    expect(counters()).toBe('9 ziņas, 9 komentāri');
    expect(getInboxStatistics).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(getInboxStatistics).toHaveBeenCalledTimes(3);
  });

  it('merge overlapping fetches: two components mounting at once make one request', async () => {
    signInAs(7);
    renderCounters('Galvene', 'Profils');
    await advance(0);
    expect(getInboxStatistics).toHaveBeenCalledTimes(1);
    expect(counters('Galvene')).toBe('1 ziņas, 2 komentāri');
    expect(counters('Profils')).toBe('1 ziņas, 2 komentāri');
    // ...and keep polling once between them.
    await advance(15_000);
    expect(getInboxStatistics).toHaveBeenCalledTimes(2);
  });

  it('reuse a fetch already on its way when something asks for fresh counters', async () => {
    let answer!: (stats: { newMessagesCount: number; newCommentsCount: number }) => void;
    getInboxStatistics.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    signInAs(7);
    renderCounters();
    await advance(0);
    const refreshed = refreshInboxStats(client);
    await advance(0);
    expect(getInboxStatistics).toHaveBeenCalledTimes(1);
    answer({ newMessagesCount: 3, newCommentsCount: 0 });
    await act(() => refreshed);
    await advance(0);
    expect(counters()).toBe('3 ziņas, 0 komentāri');
    expect(getInboxStatistics).toHaveBeenCalledTimes(1);
  });

  it('are fetched again at once when something marks an item seen', async () => {
    signInAs(7);
    renderCounters();
    await advance(0);
    getInboxStatistics.mockResolvedValue({ newMessagesCount: 0, newCommentsCount: 0 });
    await act(() => refreshInboxStats(client));
    await advance(0);
    expect(getInboxStatistics).toHaveBeenCalledTimes(2);
    expect(counters()).toBe('0 ziņas, 0 komentāri');
  });

  it('show zeros after sign-out and are no longer asked for', async () => {
    signInAs(7);
    renderCounters();
    await advance(0);
    expect(counters()).toBe('1 ziņas, 2 komentāri');
    signOut();
    expect(counters()).toBe('0 ziņas, 0 komentāri');
    await advance(60_000);
    expect(getInboxStatistics).toHaveBeenCalledTimes(1);
  });

  it("never show one teacher's counters to the next one", async () => {
    signInAs(7);
    renderCounters();
    await advance(0);
    let answer!: (stats: { newMessagesCount: number; newCommentsCount: number }) => void;
    getInboxStatistics.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    signInAs(8);
    expect(counters()).toBe('0 ziņas, 0 komentāri');
    answer({ newMessagesCount: 5, newCommentsCount: 0 });
    await advance(0);
    expect(counters()).toBe('5 ziņas, 0 komentāri');
  });

  it('keep polling after a failed fetch', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    getInboxStatistics.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    signInAs(7);
    renderCounters();
    await advance(0);
    expect(counters()).toBe('0 ziņas, 0 komentāri');
    await advance(15_000);
    expect(getInboxStatistics).toHaveBeenCalledTimes(2);
    expect(counters()).toBe('1 ziņas, 2 komentāri');
  });
});
