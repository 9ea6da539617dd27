import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HTTPError } from '@portal/contracts/api/client';
import type { CurrentUser, InboxStats } from '@portal/contracts/schemas/entities';
import { getCookie, removeCookie, setCookie } from '@portal/shared-ui/lib/cookies';

const api = vi.hoisted(() => ({
  getCurrentUser: vi.fn(),
  getInboxStatistics: vi.fn(),
  logout: vi.fn(),
}));

vi.mock('@portal/contracts/api/users', () => ({
  getCurrentUser: api.getCurrentUser,
  getInboxStatistics: api.getInboxStatistics,
}));
vi.mock('@portal/contracts/api/auth', () => ({ logout: api.logout }));

const { getToken, useSession } = await import('@portal/shared-ui/stores/session');

const USER: CurrentUser = {
  id: 7,
  name: 'Ilze Bērziņa',
  first_name: 'Ilze',
  last_name: 'Bērziņa',
  school: { id: 1, title: 'Rīgas Valsts 1. ģimnāzija' },
  school_id: 1,
  description: null,
  avatar: null,
  avatar_id: null,
  pseudonym: null,
  email: 'ilze@example.lv',
  newsletter: true,
  verified: true,
  enabled: true,
};
const STATS: InboxStats = { newCommentsCount: 2, newMessagesCount: 1 };

function httpError(status: number): HTTPError {
  const request = new Request('http://localhost/api/user');
  return new HTTPError(new Response('{}', { status }), request, {} as never);
}

/** Every cookie string the page writes. */
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  let proto: object | null = document;
  let descriptor: PropertyDescriptor | undefined;
  while (proto && !descriptor) {
    descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie');
    proto = Object.getPrototypeOf(proto);
  }
  const write = descriptor?.set;
  if (!write) throw new Error('document.cookie has no setter here');
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    write.call(document, value);
  });
  return writes;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(async () => {
  api.getCurrentUser.mockReset().mockResolvedValue(USER);
  api.getInboxStatistics.mockReset().mockResolvedValue(STATS);
  api.logout.mockReset().mockResolvedValue(undefined);
  await useSession.getState().signOut();
  api.logout.mockClear();
  removeCookie('token');
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await useSession.getState().signOut();
  removeCookie('token');
});

describe('session sign-in', () => {
  it('with "remember me" keeps the token cookie for 365 days', async () => {
    const writes = recordCookieWrites();
    await useSession.getState().signIn('abc', true);
    const written = writes.find((w) => w.startsWith('token=abc'));
    expect(written).toContain(`max-age=${365 * 24 * 60 * 60}`);
    expect(written).toContain('SameSite=Lax');
    expect(getCookie('token')).toBe('abc');
  });

  it('without "remember me" writes a session cookie (no expiry)', async () => {
    const writes = recordCookieWrites();
    await useSession.getState().signIn('abc', false);
    const written = writes.find((w) => w.startsWith('token=abc'));
    expect(written).toBeDefined();
    expect(written).not.toMatch(/max-age|expires/i);
  });

  it('loads the user and the inbox counters and hands the token to the API client', async () => {
    await useSession.getState().signIn('abc', false);
    await flush();
    const state = useSession.getState();
    expect(state.status).toBe('authenticated');
    expect(state.user).toEqual(USER);
    expect(state.inboxStats).toEqual(STATS);
    expect(getToken()).toBe('abc');
  });

  it('forgets the token again when the user cannot be loaded', async () => {
    api.getCurrentUser.mockRejectedValue(httpError(401));
    await expect(useSession.getState().signIn('bad', true)).rejects.toBeInstanceOf(HTTPError);
    expect(useSession.getState().status).toBe('anonymous');
    expect(getToken()).toBeNull();
    expect(getCookie('token')).toBeNull();
  });
});

describe('session sign-out', () => {
  it('revokes the token, removes the cookie and resets user and counters to zero', async () => {
    await useSession.getState().signIn('abc', true);
    await flush();
    await useSession.getState().signOut();
    expect(api.logout).toHaveBeenCalledTimes(1);
    const state = useSession.getState();
    expect(state).toMatchObject({
      token: null,
      user: null,
      status: 'anonymous',
      inboxStats: { newCommentsCount: 0, newMessagesCount: 0 },
    });
    expect(getCookie('token')).toBeNull();
  });

  it('signs out locally even when the logout call fails', async () => {
    await useSession.getState().signIn('abc', true);
    api.logout.mockRejectedValue(new TypeError('Failed to fetch'));
    await useSession.getState().signOut();
    expect(useSession.getState().user).toBeNull();
    expect(getCookie('token')).toBeNull();
  });
});

describe('session restore', () => {
  it('picks up the token cookie and loads the user', async () => {
    setCookie('token', 'kept');
    await useSession.getState().restore();
    expect(api.getCurrentUser).toHaveBeenCalled();
    expect(useSession.getState()).toMatchObject({ token: 'kept', user: USER, status: 'authenticated' });
  });

  it('stays anonymous without a cookie', async () => {
    await useSession.getState().restore();
    expect(api.getCurrentUser).not.toHaveBeenCalled();
    expect(useSession.getState().status).toBe('anonymous');
  });

  it('clears a token the server rejects', async () => {
    setCookie('token', 'dead');
    api.getCurrentUser.mockRejectedValue(httpError(401));
    await useSession.getState().restore();
    expect(useSession.getState()).toMatchObject({ token: null, user: null, status: 'anonymous' });
    expect(getCookie('token')).toBeNull();
  });

  it('keeps the cookie for the next visit when the server is unreachable', async () => {
    setCookie('token', 'kept');
    api.getCurrentUser.mockRejectedValue(new TypeError('Failed to fetch'));
    await useSession.getState().restore();
    expect(useSession.getState().status).toBe('anonymous');
    expect(getCookie('token')).toBe('kept');
  });
});

describe('inbox counters', () => {
  it('merges overlapping refreshes into one request', async () => {
    await useSession.getState().signIn('abc', false);
    await flush();
    api.getInboxStatistics.mockClear();
    const a = useSession.getState().refreshInboxStats();
    const b = useSession.getState().refreshInboxStats();
    expect(a).toBe(b);
    await a;
    expect(api.getInboxStatistics).toHaveBeenCalledTimes(1);
  });

  it('polls every 15 s while signed in and stops on sign-out', async () => {
    vi.useFakeTimers();
    await useSession.getState().signIn('abc', false);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.getInboxStatistics).toHaveBeenCalledTimes(1);

    api.getInboxStatistics.mockResolvedValue({ newCommentsCount: 5, newMessagesCount: 0 });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(api.getInboxStatistics).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.getInboxStatistics).toHaveBeenCalledTimes(2);
    expect(useSession.getState().inboxStats.newCommentsCount).toBe(5);

    await useSession.getState().signOut();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.getInboxStatistics).toHaveBeenCalledTimes(2);
    expect(useSession.getState().inboxStats).toEqual({ newCommentsCount: 0, newMessagesCount: 0 });
  });

  it('keeps polling after a failed fetch', async () => {
    vi.useFakeTimers();
    api.getInboxStatistics.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await useSession.getState().signIn('abc', false);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(api.getInboxStatistics).toHaveBeenCalledTimes(2);
  });
});
