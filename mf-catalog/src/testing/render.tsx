import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@portal/shared-ui/lib/queryClient';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useSession } from '@portal/shared-ui/stores/session';
import { makeUser } from '@portal/shared-ui/testing/fixtures';

/** Renders a page at a path, the way the shell does (inside a fresh query cache and a data router); returns the router to read the address. */
export function renderAt(path: string, pattern: string, element: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <p>Cita lapa</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

export function signIn(id = 5): void {
  useSession.setState({ token: 'test-token', user: makeUser({ id }), status: 'authenticated' });
}

export function signOut(): void {
  useSession.setState({ token: null, user: null, status: 'anonymous' });
}
