import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HTTPError } from '@portal/contracts/api/client';
import type { CategoryNode, CurrentUser, Material, Paged } from '@portal/contracts/schemas/entities';
import { getCookie, removeCookie, setCookie } from '@portal/shared-ui/lib/cookies';
import { queryClient } from '@portal/shared-ui/lib/queryClient';
import { categoryTreeQuery } from '@portal/shared-ui/queries/categories';
import { materialKeys } from '@portal/shared-ui/queries/materials';
import { makeCategoryNode, makeMaterial } from '@portal/shared-ui/testing/fixtures';

const api = vi.hoisted(() => ({
  getCurrentUser: vi.fn(),
  logout: vi.fn(),
}));

vi.mock('@portal/contracts/api/users', () => ({ getCurrentUser: api.getCurrentUser }));
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
  is_admin: false,
};

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

beforeEach(async () => {
  api.getCurrentUser.mockReset().mockResolvedValue(USER);
  api.logout.mockReset().mockResolvedValue(undefined);
  await useSession.getState().signOut();
  api.logout.mockClear();
  removeCookie('token');
});

afterEach(async () => {
  vi.restoreAllMocks();
  await useSession.getState().signOut();
  removeCookie('token');
  queryClient.clear();
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

  it('loads the user and hands the token to the API client', async () => {
    await useSession.getState().signIn('abc', false);
    const state = useSession.getState();
    expect(state.status).toBe('authenticated');
    expect(state.user).toEqual(USER);
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
  it('revokes the token, removes the cookie and forgets the user', async () => {
    await useSession.getState().signIn('abc', true);
    await useSession.getState().signOut();
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(useSession.getState()).toMatchObject({ token: null, user: null, status: 'anonymous' });
    expect(getCookie('token')).toBeNull();
  });

  it('only forgets a session the server has already ended, without a logout call', async () => {
    await useSession.getState().signIn('abc', true);
    await useSession.getState().signOut({ revoked: true });
    expect(api.logout).not.toHaveBeenCalled();
    expect(useSession.getState()).toMatchObject({ token: null, user: null, status: 'anonymous' });
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

describe('the query cache and the session', () => {
  const HOME_LIST = materialKeys.list({ categories: [3], sort: 'created_at', per_page: 5 });
  const anonymousView: Paged<Material> = {
    data: [makeMaterial({ signature: 'Portāla lietotājs', is_liked: false })],
    meta: { current_page: 1, last_page: 1, total: 1, per_page: 5 },
  };
  const tree: CategoryNode[] = [makeCategoryNode({ id: 3, parent_id: null }, { id: 3, title: '9. klase' })];

  /** What a visitor's home page leaves in the cache: a material list and the category tree. */
  async function cacheHomePage() {
    await queryClient.prefetchQuery({ queryKey: HOME_LIST, queryFn: async () => anonymousView });
    await queryClient.prefetchQuery({ ...categoryTreeQuery(), queryFn: async () => tree });
  }

  it("drops the visitor's lists on sign-in and keeps the category tree, which is the same for everyone", async () => {
    await cacheHomePage();
    await useSession.getState().signIn('abc', false);
    expect(queryClient.getQueryData(HOME_LIST)).toBeUndefined();
    expect(queryClient.getQueryData(categoryTreeQuery().queryKey)).toEqual(tree);
  });

  it("drops the teacher's lists on sign-out", async () => {
    await useSession.getState().signIn('abc', false);
    await cacheHomePage();
    await useSession.getState().signOut();
    expect(queryClient.getQueryData(HOME_LIST)).toBeUndefined();
    expect(queryClient.getQueryData(categoryTreeQuery().queryKey)).toEqual(tree);
  });

  it('drops what was fetched with a token the server then rejects at start-up', async () => {
    setCookie('token', 'dead');
    let reject!: (error: unknown) => void;
    api.getCurrentUser.mockReturnValue(new Promise((_resolve, fail) => (reject = fail)));
    const restoring = useSession.getState().restore();
    // The home page started with the token while the user was loading.
    await cacheHomePage();
    reject(httpError(401));
    await restoring;
    expect(queryClient.getQueryData(HOME_LIST)).toBeUndefined();
  });

  it('keeps what was fetched with the token at start-up once the user is loaded', async () => {
    setCookie('token', 'kept');
    const restoring = useSession.getState().restore();
    await cacheHomePage();
    await restoring;
    expect(queryClient.getQueryData(HOME_LIST)).toEqual(anonymousView);
  });
});
