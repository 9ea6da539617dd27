import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { useDialogs } from '@portal/shared-ui/stores/dialogs';
import { useSession, type SessionStatus } from '@portal/shared-ui/stores/session';
import { makeUser } from '@portal/shared-ui/testing/fixtures';
import { RouteGuard } from './RouteGuard';

const teacher = makeUser({ id: 7, email: 'anna.ozola@demo.lv' });

function setSession(status: SessionStatus) {
  useSession.setState({
    status,
    token: status === 'anonymous' ? null : 'token',
    user: status === 'authenticated' ? teacher : null,
  });
}

function Where() {
  const location = useLocation();
  return <output aria-label="Adrese">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <h1>Sākums</h1>
            <Where />
          </>
        ),
      },
      {
        path: '/lapa/:slug',
        element: (
          <RouteGuard route={{ auth: false }}>
            <h1>Noteikumi</h1>
          </RouteGuard>
        ),
      },
      {
        path: '/kategorija/:id',
        element: (
          <RouteGuard route={{ auth: true }}>
            <h1>Kategorija</h1>
          </RouteGuard>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('navigation guard', () => {
  beforeEach(() => useDialogs.setState({ current: null }));
  afterEach(() => setSession('anonymous'));

  it('sends an anonymous visitor of a protected route home and opens the login dialog with the intended path', async () => {
    setSession('anonymous');
    const router = renderAt('/kategorija/5?sort=likes');
    expect(await screen.findByRole('heading', { name: 'Sākums' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(useDialogs.getState().current).toEqual({ name: 'login', props: { redirect: '/kategorija/5?sort=likes' } });
    expect(screen.queryByRole('heading', { name: 'Kategorija' })).not.toBeInTheDocument();
  });

  it('shows a protected page to a signed-in user', async () => {
    setSession('authenticated');
    renderAt('/kategorija/5');
    expect(await screen.findByRole('heading', { name: 'Kategorija' })).toBeInTheDocument();
    expect(useDialogs.getState().current).toBeNull();
  });

  it('waits while a stored session is being restored instead of bouncing the user', async () => {
    setSession('loading');
    const router = renderAt('/kategorija/5');
    expect(screen.queryByRole('heading', { name: 'Kategorija' })).not.toBeInTheDocument();
    expect(useDialogs.getState().current).toBeNull();
    act(() => setSession('authenticated'));
    expect(await screen.findByRole('heading', { name: 'Kategorija' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/kategorija/5');
  });

  it('bounces once the restore finds no valid session', async () => {
    setSession('loading');
    const router = renderAt('/kategorija/5');
    act(() => setSession('anonymous'));
    expect(await screen.findByRole('heading', { name: 'Sākums' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(useDialogs.getState().current?.name).toBe('login');
  });

  it('leaves public routes open to anonymous visitors', async () => {
    setSession('anonymous');
    renderAt('/lapa/noteikumi');
    expect(await screen.findByRole('heading', { name: 'Noteikumi' })).toBeInTheDocument();
    expect(useDialogs.getState().current).toBeNull();
  });

  it('does not answer a sign-out on a protected page with the login dialog', async () => {
    setSession('authenticated');
    renderAt('/kategorija/5');
    await screen.findByRole('heading', { name: 'Kategorija' });
    act(() => setSession('anonymous'));
    expect(screen.queryByRole('heading', { name: 'Kategorija' })).not.toBeInTheDocument();
    expect(useDialogs.getState().current).toBeNull();
  });
});
