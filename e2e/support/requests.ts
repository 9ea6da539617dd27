// The requests a page has in flight, so a test can wait for the network to fall quiet without
// Playwright's 'networkidle', which waits a fixed 500 ms of silence: a second a screen (it is asked
// twice) where the accessibility suite visits a hundred screens.
import type { Page, Request } from 'playwright-core';

interface InFlight {
  pending: Set<Request>;
  /** when a request last started or ended */
  changed: number;
}

const tracked = new WeakMap<Page, InFlight>();

/** Starts counting the page's requests (Session.open does, before the first navigation). */
export function trackRequests(page: Page): void {
  if (tracked.has(page)) return;
  const state: InFlight = { pending: new Set(), changed: Date.now() };
  page.on('request', (request) => {
    state.pending.add(request);
    state.changed = Date.now();
  });
  const ended = (request: Request) => {
    state.pending.delete(request);
    state.changed = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  tracked.set(page, state);
}

/**
 * Loads `path` as a new document, forgetting what the page left: a request of the previous
 * document that never ends (one a test holds) would otherwise keep the network "busy".
 */
export async function gotoFresh(page: Page, path: string): Promise<void> {
  tracked.get(page)?.pending.clear();
  await page.goto(path);
}

/** Resolves once the page has had no request in flight for `quietMs`; throws after `timeout`. */
export async function networkQuiet(page: Page, { quietMs = 100, timeout = 10_000 } = {}): Promise<void> {
  const state = tracked.get(page);
  if (!state) throw new Error('networkQuiet: the page was not opened by Session (trackRequests)');
  const deadline = Date.now() + timeout;
  for (;;) {
    if (state.pending.size === 0 && Date.now() - state.changed >= quietMs) return;
    if (Date.now() > deadline) {
      const open = [...state.pending].map((request) => request.url()).slice(0, 3);
      throw new Error(`the network did not fall quiet in ${timeout} ms: ${open.join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The page has loaded: its network quiet and its main area shown. */
export async function settle(page: Page): Promise<void> {
  await networkQuiet(page);
  await page.locator('main').waitFor();
}
