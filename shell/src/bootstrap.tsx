import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@portal/shared-ui/lib/router';
import { QueryClientProvider } from '@tanstack/react-query';
import '@portal/shared-ui/tokens.css';
import { queryClient } from '@portal/shared-ui/lib/queryClient';
import { useSession } from '@portal/shared-ui/stores/session';
import { buildRoutes } from './app/routes';
import { connectApiClient } from './app/api/connectApiClient';
import { seedInitialData } from './app/api/initialData';
import { setRouteTable } from '@portal/contracts/routes';
import { ensureRemotesRegistered, remotesMap, routeTableOf } from './app/remotes/remotesConfig';

// Register the remotes now (from the map inlined in the page, else /remotes.json); pages wait for
// it, and a failure is retried by the next load.
ensureRemotesRegistered().catch((error: unknown) => console.error('Remotes config could not be loaded', error));

// The answers the server put into the page: the first render has them, no round trip after the code.
seedInitialData(queryClient);
let router: ReturnType<typeof createBrowserRouter> | undefined;
connectApiClient((to) => router?.navigate(to));
// Sets the status to 'loading' synchronously when a token cookie exists, so the guard waits.
void useSession.getState().restore();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The router is the live apps' routes (issue 21, scope 5): the map is inlined in the page, so this
// waits a microtask, not a round trip. Without a map the portal has only its not-found page.
void remotesMap()
  .catch(() => [])
  .then((remotes) => {
    setRouteTable(routeTableOf(remotes));
    router = createBrowserRouter(buildRoutes());
    createRoot(container).render(
      <StrictMode>
        {/* One cache for the shell and every remote: routes and dialogs all render inside it. */}
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
