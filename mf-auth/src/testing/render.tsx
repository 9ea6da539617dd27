import { StrictMode, useState, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@portal/shared-ui/lib/queryClient';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

/** Where the router went, for assertions on a page that navigated away. */
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

export interface RenderOptions {
  /** The portal's shared `queryClient`, for what the session store does to it on sign-in. */
  client?: QueryClient;
}

/**
 * Renders a screen at a path the way the shell does (inside a fresh query cache and a data router, in strict mode, so
 * effects run twice as in development); returns the router to read the address.
 */
export function renderAt(path: string, pattern: string, element: ReactElement, options: RenderOptions = {}) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      {options.client ? (
        <QueryClientProvider client={options.client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      ) : (
        <FreshQueryClient>
          <RouterProvider router={router} />
        </FreshQueryClient>
      )}
    </StrictMode>,
  );
  return router;
}
