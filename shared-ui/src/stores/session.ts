/**
 * The signed-in session, shared by the shell and every remote (one zustand store, shared as a
 * Module Federation singleton). The token lives in the `token` cookie (spec §9: 365 days with
 * "remember me", otherwise a session cookie); the API client reads it through `getToken()`.
 *
 * Only client state lives here. Server state (the inbox counters, material lists, ...) is in the
 * query cache, which follows the token: whenever the token changes, what was fetched for the
 * previous one is reset (see resetSessionQueries), so lists show the new session's view at once.
 */
import { create } from 'zustand';
import { TOKEN_COOKIE, TOKEN_REMEMBER_DAYS } from '@portal/contracts/constants';
import type { CurrentUser } from '@portal/contracts/schemas/entities';
import { getCurrentUser } from '@portal/contracts/api/users';
import { errorStatus } from '@portal/contracts/api/client';
import { getCookie, removeCookie, setCookie } from '@portal/shared-ui/lib/cookies';
import { resetSessionQueries } from '@portal/shared-ui/lib/queryClient';

export type SessionStatus = 'anonymous' | 'loading' | 'authenticated';

export interface SessionState {
  token: string | null;
  user: CurrentUser | null;
  status: SessionStatus;
  /** Stores the token (cookie for 365 days when `remember`, else for the browser session), then loads the user. */
  signIn(token: string, remember: boolean): Promise<void>;
  /** At start-up: picks the token up from the cookie and loads the user; a rejected token is cleared. */
  restore(): Promise<void>;
  /** (Re)loads the current user, e.g. after a profile save. */
  loadUser(): Promise<CurrentUser | null>;
  /**
   * Revokes the token on the server (a failure there is ignored), forgets it here and resets the state.
   * `revoked`: the server has already ended the session ('Izrakstīties visur'), so it is only forgotten
   * here; a logout call with the dead token would answer 401, which sends a signed-in page to login.
   */
  signOut(options?: { revoked?: boolean }): Promise<void>;
}

/** Every sign-in and sign-out starts a new generation, so answers for an earlier session are dropped. */
let generation = 0;
let signingOut = false;

export const useSession = create<SessionState>()((set, get) => {
  /** The one way the token changes; the query cache follows it. */
  function changeToken(token: string | null, status: SessionStatus): void {
    const previous = get().token;
    generation++;
    set({ token, user: null, status });
    if (token !== previous) void resetSessionQueries();
  }

  function resetToAnonymous(): void {
    changeToken(null, 'anonymous');
  }

  return {
    token: null,
    user: null,
    status: 'anonymous',

    async signIn(token, remember) {
      setCookie(TOKEN_COOKIE, token, remember ? { days: TOKEN_REMEMBER_DAYS } : {});
      changeToken(token, 'loading');
      try {
        await get().loadUser();
      } catch (error) {
        removeCookie(TOKEN_COOKIE);
        resetToAnonymous();
        throw error;
      }
    },

    async restore() {
      const token = getCookie(TOKEN_COOKIE);
      if (!token) {
        resetToAnonymous();
        return;
      }
      // Sets the status to 'loading' synchronously, so the guard waits for the user.
      changeToken(token, 'loading');
      try {
        await get().loadUser();
      } catch (error) {
        // Only a token the server rejected is thrown away; a server that is briefly down must not
        // sign the teacher out for good, so the cookie stays for the next page load.
        const status = errorStatus(error);
        if (status === 401 || status === 403) removeCookie(TOKEN_COOKIE);
        resetToAnonymous();
      }
    },

    async loadUser() {
      if (!get().token) return null;
      const started = generation;
      const user = await getCurrentUser();
      if (started !== generation) return get().user;
      set({ user, status: 'authenticated' });
      return user;
    },

    async signOut({ revoked = false } = {}) {
      // A 401 from the logout call itself leads the API client back here: let the outer call finish.
      if (signingOut) return;
      signingOut = true;
      try {
        if (get().token && !revoked) {
          try {
            // Loaded here: signing out is rare, and every page view would pay for it otherwise.
            const { logout } = await import('@portal/contracts/api/auth');
            await logout();
          } catch {
            // The token is forgotten here either way; the server expires it on its own.
          }
        }
        removeCookie(TOKEN_COOKIE);
        resetToAnonymous();
      } finally {
        signingOut = false;
      }
    },
  };
});

/** For the API client's bearer header. */
export function getToken(): string | null {
  return useSession.getState().token;
}
