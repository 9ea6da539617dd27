import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from '@portal/shared-ui/lib/router';
import { findRoute, routePath, ROUTES, type RouteDef } from '@portal/contracts/routes';
import { AppLayout } from './layout/AppLayout';
import { RootError } from './layout/RootError';
import { RouteGuard } from '../features/guard/components/RouteGuard';
import { RemoteModule } from './remotes/RemoteModule';
import { RemoteFallback } from './remotes/RemoteFallback';
import { PageSkeleton } from './remotes/PageSkeleton';
import { NOT_FOUND_TITLE } from './layout/routeTitles';

/** guard → error boundary → Suspense → the page module its remote exposes */
function RemotePage({ route }: { route: RouteDef }) {
  return (
    <RouteGuard route={route}>
      <RemoteModule
        remote={route.remote}
        module={route.module}
        props={{ routeName: route.name }}
        loading={<PageSkeleton />}
        fallback={(retry) => <RemoteFallback onRetry={retry} />}
      />
    </RouteGuard>
  );
}

const INBOX = findRoute('inbox');
// Only a mistyped or dead address needs it: not part of every page load.
const NotFound = lazy(() => import('@portal/shared-ui/components/NotFound').then((m) => ({ default: m.NotFound })));
const NOT_FOUND_PAGE_TEXT = 'Šādas adreses portālā nav. Pārbaudi saiti vai sāc no sākumlapas.';

/** The portal's routes, built from the route table of contracts (spec §2.1). */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <RootError />,
      children: [
        ...ROUTES.filter((route) => route.name !== INBOX.name).map((route): RouteObject => ({
          path: route.path,
          // Keyed by module: moving between two routes of one page module (the inbox tabs) keeps
          // it mounted, any other move starts a fresh guard, boundary and load.
          element: <RemotePage key={`${route.remote}/${route.module}`} route={route} />,
        })),
        { path: INBOX.path, element: <Navigate to={routePath('inbox.comments')} replace /> },
        // An address no route has says so, with a way home (docs/decisions.md: not-found page).
        {
          path: '*',
          element: (
            <Suspense fallback={null}>
              <NotFound title={NOT_FOUND_TITLE} text={NOT_FOUND_PAGE_TEXT} />
            </Suspense>
          ),
        },
      ],
    },
  ];
}
