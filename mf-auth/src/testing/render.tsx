import { StrictMode, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@portal/shared-ui/lib/queryClient';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

/** Where the router went, for assertions on a page that navigated away. */
function Elsewhere() {
  const { pathname } = useLocation();
  return <h1>{`Cita lapa ${pathname}`}</h1>;
}

/**
 * Renders a screen at a path the way the shell does (inside a fresh query cache and a data router, in strict mode, so
 * effects run twice as in development); returns the router to read the address.
 */
export function renderAt(path: string, pattern: string, element: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return router;
}
