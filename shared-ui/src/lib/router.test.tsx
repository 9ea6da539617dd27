import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routePath, routeTable, setRouteTable } from '@portal/contracts/routes';
import { Link, NavLink } from '@portal/shared-ui/lib/router';

const everyRoute = routeTable();
afterEach(() => setRouteTable(everyRoute));

function renderAt(element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

describe('a link to a page of the live portal', () => {
  it('is a link while an app owns its route', () => {
    renderAt(
      <>
        <Link to={routePath('post', { id: 5 })}>Jaunums</Link>
        <NavLink to={routePath('contact')}>{({ isActive }) => (isActive ? 'Šeit' : 'Sazinies')}</NavLink>
        <Link to="/admin/lietotaji">Lietotāji</Link>
        <Link to="/sazinies?temats=2#forma">Ar vaicājumu</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Jaunums' })).toHaveAttribute('href', '/jaunumi/5');
    expect(screen.getByRole('link', { name: 'Sazinies' })).toHaveAttribute('href', '/sazinies');
    expect(screen.getByRole('link', { name: 'Lietotāji' })).toHaveAttribute('href', '/admin/lietotaji');
    expect(screen.getByRole('link', { name: 'Ar vaicājumu' })).toBeInTheDocument();
  });

  it('is plain text when no live app owns the route (routePath gives ""), or no route matches its path', () => {
    setRouteTable(everyRoute.filter((route) => route.remote !== 'mf_catalog'));
    renderAt(
      <>
        <Link to={routePath('post', { id: 5 })}>Jaunums</Link>
        <NavLink to={routePath('contact')}>{({ isActive }) => (isActive ? 'Šeit' : 'Sazinies')}</NavLink>
        <Link to="/jaunumi/5">Sena adrese</Link>
        <Link to={{ pathname: '/lapas-karte', search: '?a=1' }}>Lapas karte</Link>
        <NavLink to={routePath('profile')}>Profils</NavLink>
      </>,
    );
    for (const text of ['Jaunums', 'Sazinies', 'Sena adrese', 'Lapas karte']) {
      expect(screen.getByText(text).tagName).toBe('SPAN');
      expect(screen.queryByRole('link', { name: text })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Profils' })).toHaveAttribute('href', '/profils');
  });

  it('leaves a relative link or one within the page to the router', () => {
    setRouteTable([]);
    renderAt(
      <>
        <Link to="lietotaji">Relatīva</Link>
        <Link to={{ search: '?lapa=2' }}>Nākamā lapa</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Relatīva' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nākamā lapa' })).toBeInTheDocument();
  });
});
