import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type * as authApi from '@portal/contracts/api/auth';
import { signInProviders } from '@portal/contracts/api/auth';
import { useDialogs } from '@portal/shared-ui/stores/dialogs';
import RegisterDialog from './RegisterDialog';
import { PROVIDERS_BOTH } from '../../../testing/fixtures';
import { FreshQueryClient } from '@portal/shared-ui/testing/render';

// The edge: the API call for the school platforms (their buttons: ProviderButtons.test.tsx).
vi.mock('@portal/contracts/api/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof authApi>()),
  signInProviders: vi.fn(),
}));

function renderDialog(redirect?: string) {
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/', element: <RegisterDialog onClose={onClose} {...(redirect ? { redirect } : {})} /> },
      { path: '/register', element: <h1>Reģistrēties</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />, { wrapper: FreshQueryClient });
  return { router, onClose };
}

describe('register dialog (registration closed)', () => {
  beforeEach(() => {
    useDialogs.setState({ current: null });
    vi.mocked(signInProviders).mockResolvedValue(PROVIDERS_BOTH);
  });

  it('explains that registration is closed and leads to the e-mail request', async () => {
    const { router, onClose } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Reģistrēties' })).toBeInTheDocument();
    expect(screen.getByText(/reģistrācija ir slēgta/)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Mykoob' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Pieprasīt reģistrāciju ar e-pastu' }));
    expect(router.state.location.pathname).toBe('/register');
    expect(onClose).toHaveBeenCalled();
  });

  it('switches to the login dialog, keeping the intended route', async () => {
    renderDialog('/profils');
    await userEvent.click(screen.getByRole('button', { name: 'Jau ir konts? Autorizējies' }));
    expect(useDialogs.getState().current).toEqual({ name: 'login', props: { redirect: '/profils' } });
  });
});
