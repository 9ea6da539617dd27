import { StrictMode, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@portal/shared-ui/lib/queryClient';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useSession } from '@portal/shared-ui/stores/session';
import type { CurrentUser } from '@portal/contracts/schemas/entities';
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
}

/** Renders a page at a path, the way the shell does (inside a query cache and a data router); returns the router to read the address. */
export function renderAt(path: string, pattern: string, element: ReactElement, options: RenderOptions = {}) {
  const client = options.client ?? createQueryClient({ retry: false });
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <p>Cita lapa</p> },
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

export function signIn(id = 5, user: Partial<CurrentUser> = {}): void {
  useSession.setState({ token: 'test-token', user: makeUser({ id, ...user }), status: 'authenticated' });
}

export function signOut(): void {
  useSession.setState({ token: null, user: null, status: 'anonymous' });
}
