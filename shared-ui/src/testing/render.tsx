// The remotes' page tests render a screen the way the shell does; one helper for all of them.
import { StrictMode, useState, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { CurrentUser } from '@portal/contracts/schemas/entities';
import { createQueryClient } from '@portal/shared-ui/lib/queryClient';
import { useSession } from '@portal/shared-ui/stores/session';
import { makeUser } from '@portal/shared-ui/testing/fixtures';

export interface RenderOptions {
  /** Render inside React's StrictMode (effects and state initialisers run twice, as in development). */
  strict?: boolean;
  /** Entries of the history before `path` (so 'back' has somewhere to go). */
  before?: string[];
  /**
   * The query cache to render in: a fresh one without retries by default (a failure shows at once);
   * the portal's shared `queryClient` for what the session store does to it on sign-in and sign-out.
   */
  client?: QueryClient;
  /** Any other address shows 'Cita lapa <path>' as a heading (where a screen that navigated away went); else 'Cita lapa'. */
  showPath?: boolean;
}

/** Where the router went, for a screen that navigates away. */
function Elsewhere() {
  const { pathname } = useLocation();
  return <h1>{`Cita lapa ${pathname}`}</h1>;
}

/**
 * A query cache of its own for each render (as `wrapper` of testing-library's render), without
 * retries so a failed call shows its outcome at once.
 */
export function FreshQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(() => createQueryClient({ retry: false }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Renders a page at a path, the way the shell does (inside a query cache and a data router); returns the router to read the address. */
export function renderAt(path: string, pattern: string, element: ReactElement, options: RenderOptions = {}) {
  const client = options.client ?? createQueryClient({ retry: false });
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: options.showPath ? <Elsewhere /> : <p>Cita lapa</p> },
    ],
    { initialEntries: [...(options.before ?? []), path] },
  );
  const tree = (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { router, client };
}

/** A signed-in session (user 5 unless told), as the shell's session store holds it. */
export function signIn(id = 5, user: Partial<CurrentUser> = {}): void {
  useSession.setState({ token: 'test-token', user: makeUser({ id, ...user }), status: 'authenticated' });
}

export function signOut(): void {
  useSession.setState({ token: null, user: null, status: 'anonymous' });
}
