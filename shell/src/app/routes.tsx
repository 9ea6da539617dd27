import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from '@portal/shared-ui/lib/router';
import { routePath, routeTable, type RouteDef } from '@portal/contracts/routes';
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

// Only a mistyped or dead address needs it: not part of every page load.
const NotFound = lazy(() => import('@portal/shared-ui/components/NotFound').then((m) => ({ default: m.NotFound })));
const NOT_FOUND_PAGE_TEXT = 'Šādas adreses portālā nav. Pārbaudi saiti vai sāc no sākumlapas.';

/**
 * The portal's routes, built at run time from the live route table (the routes each app of the
 * remotes map owns, set before the router is created): a page an app adds needs no shell build.
 */
export function buildRoutes(routes: readonly RouteDef[] = routeTable()): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <RootError />,
      children: [
        ...routes.map((route): RouteObject =>
          // The inbox's own address opens its first tab.
          route.name === 'inbox' && routePath('inbox.comments')
            ? { path: route.path, element: <Navigate to={routePath('inbox.comments')} replace /> }
            : {
                path: route.path,
                // Keyed by module: moving between two routes of one page module (the inbox tabs) keeps
                // it mounted, any other move starts a fresh guard, boundary and load.
                element: <RemotePage key={`${route.remote}/${route.module}`} route={route} />,
              },
        ),
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
