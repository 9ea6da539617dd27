import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Dialog } from '@portal/shared-ui/components/Dialog';
import { useDialogs } from '@portal/shared-ui/stores/dialogs';
import { RemoteLoaderContext } from '../remotes/RemoteLoaderContext';
import type { RemoteModuleLoader } from '../remotes/loadRemoteModule';
import { DialogHost } from './DialogHost';

function FakeLoginDialog({ onClose, redirect }: { onClose: () => void; redirect?: string }) {
  return (
    <Dialog open title="Autorizējies" onClose={onClose}>
      <p>{`Pēc tam: ${redirect ?? '/'}`}</p>
    </Dialog>
  );
}

function renderHost(loader: RemoteModuleLoader) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter(
    [
      { path: '/', element: <DialogHost /> },
      {
        path: '/login',
        element: (
          <>
            <h1>Autorizējies</h1>
            <DialogHost />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <RemoteLoaderContext.Provider value={loader}>
      <RouterProvider router={router} />
    </RemoteLoaderContext.Provider>,
  );
  return router;
}

describe('dialog host', () => {
  afterEach(() => act(() => useDialogs.setState({ current: null })));

  it('renders the dialog module of the remote with the store props and onClose', async () => {
    const loader = vi.fn<RemoteModuleLoader>().mockResolvedValue({ default: FakeLoginDialog });
    renderHost(loader);
    act(() => useDialogs.getState().openDialog('login', { redirect: '/profils' }));
    expect(await screen.findByRole('dialog', { name: 'Autorizējies' })).toBeInTheDocument();
    expect(screen.getByText('Pēc tam: /profils')).toBeVisible();
    expect(loader).toHaveBeenCalledWith('mf_auth', './LoginDialog');
    await userEvent.click(screen.getByRole('button', { name: 'Aizvērt' }));
    expect(useDialogs.getState().current).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes to the login screen with the intended path when the login dialog cannot be loaded', async () => {
    const router = renderHost(() => Promise.reject(new Error('mf_auth is down')));
    act(() => useDialogs.getState().openDialog('login', { redirect: '/kategorija/3' }));
    expect(await screen.findByRole('heading', { name: 'Autorizējies' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fkategorija%2F3');
    expect(useDialogs.getState().current).toBeNull();
  });

  it('shows the unavailable notice with a retry for any other dialog that cannot be loaded', async () => {
    const loader = vi
      .fn<RemoteModuleLoader>()
      .mockRejectedValueOnce(new Error('not exposed yet'))
      .mockResolvedValue({ default: FakeLoginDialog });
    renderHost(loader);
    act(() => useDialogs.getState().openDialog('password-request'));
    expect(await screen.findByRole('dialog', { name: 'Šī sadaļa pašlaik nav pieejama' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mēģināt vēlreiz' }));
    expect(await screen.findByRole('dialog', { name: 'Autorizējies' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
