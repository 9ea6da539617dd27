import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from '@portal/contracts/api/users';
import { useProgress } from '@portal/shared-ui/stores/progress';
import { useSession } from '@portal/shared-ui/stores/session';
import { connectApiClient } from './connectApiClient';

/** The edge: the network. The contracts client and its hooks are real. */
const fetchMock = vi.fn<(input: Request | URL | string, init?: RequestInit) => Promise<Response>>();
const seen: Request[] = [];
const initialSession = useSession.getState();

beforeEach(() => {
  seen.length = 0;
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    seen.push(request);
    return new Response(JSON.stringify({ message: 'Lai turpinātu, autorizējies.' }), {
      status: 401,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  history.replaceState(null, '', '/profils?page=2');
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState(initialSession, true);
  useProgress.setState({ pending: 0 });
});

describe('the API client as the shell wires it', () => {
  it('sends the session token and reports the request to the progress bar', async () => {
    const navigate = vi.fn();
    const signOut = vi.fn(() => Promise.resolve());
    useSession.setState({ status: 'authenticated', token: 'tok-123', signOut });
    connectApiClient(navigate);
    const started = vi.spyOn(useProgress.getState(), 'start');
    const done = vi.spyOn(useProgress.getState(), 'done');
    await expect(getCurrentUser()).rejects.toBeTruthy();
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(started).toHaveBeenCalledTimes(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('answers a 401 on a signed-in session with sign-out and the login screen, returning here afterwards', async () => {
    const navigate = vi.fn();
    const signOut = vi.fn(() => Promise.resolve());
    useSession.setState({ status: 'authenticated', token: 'tok-123', signOut });
    connectApiClient(navigate);
    await expect(getCurrentUser()).rejects.toBeTruthy();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fprofils%3Fpage%3D2');
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
  });

  it('leaves an anonymous visitor where they are', async () => {
    const navigate = vi.fn();
    const signOut = vi.fn(() => Promise.resolve());
    useSession.setState({ status: 'anonymous', token: null, signOut });
    connectApiClient(navigate);
    await expect(getCurrentUser()).rejects.toBeTruthy();
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(signOut).not.toHaveBeenCalled();
  });
});
