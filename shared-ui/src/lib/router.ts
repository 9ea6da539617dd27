/**
 * The router of every front end. react-router-dom is not itself a shared singleton: the whole
 * package would travel to the page (a shared module cannot be tree-shaken, since any remote may
 * use any export), 52.7 kB brotli of which the portal uses about half. This module is shared
 * instead (all of `@portal/shared-ui/` is), so the page still gets exactly one router and one
 * router context, and the bundler keeps only these exports. Lint sends every import here; a name
 * the portal starts to use is added below.
 */
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  createBrowserRouter,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type { LinkProps, RouteObject, To } from 'react-router-dom';
