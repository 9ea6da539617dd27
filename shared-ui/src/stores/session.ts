/**
 * The signed-in session, shared by the shell and every remote (one zustand store, shared as a
 * Module Federation singleton). The token lives in the `token` cookie (spec §9: 365 days with
 * "remember me", otherwise a session cookie); the API client reads it through `getToken()`.
 */
import { create } from 'zustand';
import { INBOX_STATS_POLL_MS, TOKEN_COOKIE, TOKEN_REMEMBER_DAYS } from '@portal/contracts/constants';
import type { CurrentUser, InboxStats } from '@portal/contracts/schemas/entities';
import { getCurrentUser, getInboxStatistics } from '@portal/contracts/api/users';
import { logout } from '@portal/contracts/api/auth';
import { errorStatus } from '@portal/contracts/api/client';
import { getCookie, removeCookie, setCookie } from '@portal/shared-ui/lib/cookies';

export type SessionStatus = 'anonymous' | 'loading' | 'authenticated';

export interface SessionState {
  token: string | null;
  user: CurrentUser | null;
  inboxStats: InboxStats;
  status: SessionStatus;
  /** Stores the token (cookie for 365 days when `remember`, else for the browser session), then loads the user and inbox stats. */
  signIn(token: string, remember: boolean): Promise<void>;
  /** At start-up: picks the token up from the cookie and loads the user; a rejected token is cleared. */
  restore(): Promise<void>;
  /** (Re)loads the current user, e.g. after a profile save. */
  loadUser(): Promise<CurrentUser | null>;
  /** Revokes the token on the server (a failure there is ignored), forgets it here and resets the state. */
  signOut(): Promise<void>;
  /** Fetches the new comments/messages counts; overlapping calls share one request. */
  refreshInboxStats(): Promise<InboxStats>;
}

export function emptyInboxStats(): InboxStats {
  return { newCommentsCount: 0, newMessagesCount: 0 };
}

/** Every sign-in and sign-out starts a new generation, so answers for an earlier session are dropped. */
let generation = 0;
let statsInFlight: Promise<InboxStats> | null = null;
let pollTimer: ReturnType<typeof setTimeout> | null = null;
let signingOut = false;

function stopPolling(): void {
  if (pollTimer !== null) clearTimeout(pollTimer);
  pollTimer = null;
}

export const useSession = create<SessionState>()((set, get) => {
  function resetToAnonymous(): void {
    generation++;
    stopPolling();
    statsInFlight = null;
    set({ token: null, user: null, inboxStats: emptyInboxStats(), status: 'anonymous' });
  }

  return {
    token: null,
    user: null,
    inboxStats: emptyInboxStats(),
    status: 'anonymous',

    async signIn(token, remember) {
      resetToAnonymous();
      setCookie(TOKEN_COOKIE, token, remember ? { days: TOKEN_REMEMBER_DAYS } : {});
      set({ token, status: 'loading' });
      try {
        await get().loadUser();
      } catch (error) {
        removeCookie(TOKEN_COOKIE);
        resetToAnonymous();
        throw error;
      }
      // The counters are secondary: a failure here must not undo a successful sign-in.
      get()
        .refreshInboxStats()
        .catch(() => undefined);
    },

    async restore() {
      const token = getCookie(TOKEN_COOKIE);
      if (!token) {
        resetToAnonymous();
        return;
      }
      generation++;
      set({ token, status: 'loading' });
      try {
        await get().loadUser();
      } catch (error) {
        // Only a token the server rejected is thrown away; a server that is briefly down must not
        // sign the teacher out for good, so the cookie stays for the next page load.
        const status = errorStatus(error);
        if (status === 401 || status === 403) removeCookie(TOKEN_COOKIE);
        resetToAnonymous();
        return;
      }
      get()
        .refreshInboxStats()
        .catch(() => undefined);
    },

    async loadUser() {
      if (!get().token) return null;
      const started = generation;
      const user = await getCurrentUser();
      if (started !== generation) return get().user;
      set({ user, status: 'authenticated' });
      return user;
    },

    async signOut() {
      // A 401 from the logout call itself leads the API client back here: let the outer call finish.
      if (signingOut) return;
      signingOut = true;
      try {
        stopPolling();
        if (get().token) {
          try {
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

    refreshInboxStats() {
      if (statsInFlight) return statsInFlight;
      if (get().status !== 'authenticated') return Promise.resolve(get().inboxStats);
      const started = generation;
      stopPolling();
      const request = getInboxStatistics()
        .then((inboxStats) => {
          if (started === generation) set({ inboxStats });
          return inboxStats;
        })
        .finally(() => {
          if (started !== generation) return;
          statsInFlight = null;
          // Spec §4: refetched 15 s after each fetch, for as long as someone is signed in.
          if (get().status === 'authenticated') {
            pollTimer = setTimeout(() => {
              pollTimer = null;
              get()
                .refreshInboxStats()
                .catch(() => undefined);
            }, INBOX_STATS_POLL_MS);
          }
        });
      statsInFlight = request;
      return request;
    },
  };
});

/** For the API client's bearer header. */
export function getToken(): string | null {
  return useSession.getState().token;
}
