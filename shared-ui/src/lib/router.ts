/**
 * The router of every front end. react-router-dom is not itself a shared singleton: the whole
 * package would travel to the page (a shared module cannot be tree-shaken, since any remote may
 * use any export), 52.7 kB brotli of which the portal uses about half. This module is shared
 * instead (all of `@portal/shared-ui/` is), so the page still gets exactly one router and one
 * router context, and the bundler keeps only these exports. Lint sends every import here; a name
 * the portal starts to use is added below.
 */
import { createElement, type ReactNode } from 'react';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps,
  type NavLinkProps,
  type To,
} from 'react-router-dom';
import { matchRoute } from '@portal/contracts/routes';

export {
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

/**
 * Whether a link leads to no page of the live portal (issue 21, scope 5): `routePath` of a route no
 * live app owns gives '', and an internal path may be one no route of the table matches (an app
 * moved or removed it). A relative path or a query of the same page is left to the router.
 */
function leadsNowhere(to: To): boolean {
  const path = typeof to === 'string' ? to : to.pathname;
  if (path === '') return true;
  return path?.[0] === '/' && !matchRoute(path.replace(/[?#].*/, ''));
}

/**
 * A link component that renders its text alone (a <span>) when it leads to no live page. Typed as
 * react-router's own, so every caller (and the package's surface) is unchanged; a ref reaches the
 * link as a prop (React 19). A NavLink's render-function children get no active state there.
 */
function orText<C extends typeof RouterLink | typeof RouterNavLink>(Target: C): C {
  return ((props: LinkProps | NavLinkProps) => {
    if (!leadsNowhere(props.to)) return createElement(Target as typeof RouterLink, props as LinkProps);
    const { children } = props;
    return createElement(
      'span',
      null,
      typeof children === 'function' ? (children({} as never) as ReactNode) : children,
    );
  }) as unknown as C;
}

/** react-router's Link, or its text alone when it leads to no live page. */
export const Link = orText(RouterLink);

/** react-router's NavLink, or its text alone when it leads to no live page. */
export const NavLink = orText(RouterNavLink);
