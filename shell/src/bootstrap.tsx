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
import { ensureRemotesRegistered } from './app/remotes/remotesConfig';

// Register the remotes now (from the map inlined in the page, else /remotes.json); pages wait for
// it, and a failure is retried by the next load.
ensureRemotesRegistered().catch((error: unknown) => console.error('Remotes config could not be loaded', error));

// The answers the server put into the page: the first render has them, no round trip after the code.
seedInitialData(queryClient);

const router = createBrowserRouter(buildRoutes());
connectApiClient((to) => router.navigate(to));
// Sets the status to 'loading' synchronously when a token cookie exists, so the guard waits.
void useSession.getState().restore();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    {/* One cache for the shell and every remote: routes and dialogs all render inside it. */}
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
