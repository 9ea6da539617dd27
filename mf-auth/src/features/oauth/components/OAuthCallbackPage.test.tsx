import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type * as authApi from '@portal/contracts/api/auth';
import { oauthCallback } from '@portal/contracts/api/auth';
import { getCurrentUser } from '@portal/contracts/api/users';
import { removeCookie } from '@portal/shared-ui/lib/cookies';
import { queryClient } from '@portal/shared-ui/lib/queryClient';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { useSession } from '@portal/shared-ui/stores/session';
import OAuthCallbackPage from './OAuthCallbackPage';
import { PROVIDER_DATA_KEY, readProviderData } from '../../../lib/providerData';
import { deferred, makeProviderData } from '../../../testing/fixtures';
import { httpError, makeUser } from '@portal/shared-ui/testing/fixtures';
import { renderAt } from '@portal/shared-ui/testing/render';

vi.mock('@portal/contracts/api/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof authApi>()),
  oauthCallback: vi.fn(),
}));
vi.mock('@portal/contracts/api/users', () => ({ getCurrentUser: vi.fn() }));

const initialSession = useSession.getState();
const signIn = vi.fn<(token: string, remember: boolean) => Promise<void>>();

beforeEach(() => {
  signIn.mockReset().mockResolvedValue(undefined);
  useSession.setState({ signIn });
  useNotifications.getState().clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.clearAllMocks();
  useSession.setState(initialSession, true);
  useNotifications.getState().clear();
  removeCookie('token');
  queryClient.clear();
});

const renderCallback = (provider: string, search: string) =>
  renderAt(`/oauth/callback/${provider}${search}`, '/oauth/callback/:provider', <OAuthCallbackPage />, {
    strict: true,
    showPath: true,
  }).router;

const notices = () => useNotifications.getState().items.map(({ type, title, text }) => ({ type, title, text }));

describe("OAuth callback 'Notiek autorizācija...'", () => {
  it('passes the query through once, signs a known teacher in and goes home', async () => {
    const answer = deferred<Awaited<ReturnType<typeof oauthCallback>>>();
    vi.mocked(oauthCallback).mockReturnValue(answer.promise);
    const router = renderCallback('mykoob', '?code=c0de&state=st4te');
    expect(screen.getByRole('heading', { level: 1, name: 'Notiek autorizācija...' })).toBeInTheDocument();
    answer.resolve({ token_type: 'Bearer', access_token: 'tok-sso', expires_in: 3600 });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(oauthCallback).toHaveBeenCalledTimes(1);
    expect(oauthCallback).toHaveBeenCalledWith('mykoob', '?code=c0de&state=st4te');
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(signIn).toHaveBeenCalledWith('tok-sso', false);
    expect(readProviderData()).toBeNull();
    expect(notices()).toEqual([]);
  });

  it('keeps the provider data of a new teacher for the registration and goes there', async () => {
    const data = makeProviderData({ name: 'eklase', token: 'prov-77' });
    vi.mocked(oauthCallback).mockResolvedValue(data);
    const router = renderCallback('eklase', '?code=abc&state=xyz');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(readProviderData()).toEqual(data);
    expect(JSON.parse(sessionStorage.getItem(PROVIDER_DATA_KEY) ?? 'null')).toEqual(data);
    expect(signIn).not.toHaveBeenCalled();
  });

  it("shows 'Autorizācija neizdevās' with the server's message and goes home", async () => {
    vi.mocked(oauthCallback).mockRejectedValue(
      httpError(400, { error: 'invalid_grant', message: 'Autorizācijas kods nav derīgs vai jau izmantots.' }),
    );
    const router = renderCallback('mykoob', '?code=old&state=st');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(notices()).toEqual([
      { type: 'error', title: 'Autorizācija neizdevās', text: 'Autorizācijas kods nav derīgs vai jau izmantots.' },
    ]);
    expect(signIn).not.toHaveBeenCalled();
    expect(readProviderData()).toBeNull();
  });

  it('fails the same way when the signed-in user cannot be loaded', async () => {
    vi.mocked(oauthCallback).mockResolvedValue({ token_type: 'Bearer', access_token: 'tok', expires_in: 60 });
    signIn.mockRejectedValue(httpError(403, { error: 'access_denied', message: 'Pieeja bloķēta' }));
    const router = renderCallback('mykoob', '?code=1&state=2');
    await vi.waitFor(() => expect(notices()).toHaveLength(1));
    expect(notices()[0]).toEqual({ type: 'error', title: 'Autorizācija neizdevās', text: 'Pieeja bloķēta' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('refuses a provider the portal does not know without asking the server', async () => {
    const router = renderCallback('facebook', '?code=1');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(oauthCallback).not.toHaveBeenCalled();
    expect(notices()).toEqual([
      { type: 'error', title: 'Autorizācija neizdevās', text: 'Nezināms autorizācijas veids.' },
    ]);
  });

  it('does not send the code again when the sign-in it performs resets the cache', async () => {
    // The real session store, which resets the portal's shared cache when the token changes.
    useSession.setState({ signIn: initialSession.signIn });
    vi.mocked(getCurrentUser).mockResolvedValue(makeUser({ id: 9 }));
    vi.mocked(oauthCallback).mockResolvedValue({ token_type: 'Bearer', access_token: 'tok-sso', expires_in: 60 });
    const router = renderAt(
      '/oauth/callback/mykoob?code=c&state=s',
      '/oauth/callback/:provider',
      <OAuthCallbackPage />,
      {
        client: queryClient,
        strict: true,
        showPath: true,
      },
    ).router;
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useSession.getState()).toMatchObject({ token: 'tok-sso', status: 'authenticated' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(oauthCallback).toHaveBeenCalledTimes(1);
  });
});
