import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as authApi from '@portal/contracts/api/auth';
import { verify } from '@portal/contracts/api/auth';
import VerifyEmailPage from './VerifyEmailPage';
import { httpError } from '@portal/shared-ui/testing/fixtures';
import { renderAt } from '@portal/shared-ui/testing/render';

vi.mock('@portal/contracts/api/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof authApi>()),
  verify: vi.fn(),
}));

afterEach(() => vi.clearAllMocks());

const renderVerify = (token: string) =>
  renderAt(`/verify/${token}`, '/verify/:token', <VerifyEmailPage />, { strict: true, showPath: true }).router;

describe("e-mail verification 'E-pasta apstiprināšana'", () => {
  it('confirms the address once on arrival, shows status, message and code, and offers signing in', async () => {
    vi.mocked(verify).mockResolvedValue({
      status: 'success',
      message: 'Tava e-pasta adrese ir apstiprināta.',
      code: 'auth.verification.verified',
    });
    const router = renderVerify('tok-ok');
    expect(screen.getByRole('heading', { level: 1, name: 'E-pasta apstiprināšana' })).toBeInTheDocument();
    expect(await screen.findByText('Tava e-pasta adrese ir apstiprināta.')).toBeVisible();
    expect(screen.getByText('Izdevās')).toBeVisible();
    expect(screen.getByText('auth.verification.verified')).toBeVisible();
    // Strict mode mounts the page twice: the single-use token is still sent only once.
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith('tok-ok');
    expect(screen.queryByRole('link', { name: 'Pārsūtīt jaunu apstiprinājumu' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Pierakstīties' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows the server's message and code of a failed check and offers a new link", async () => {
    vi.mocked(verify).mockRejectedValue(
      httpError(410, {
        status: 'fail',
        message: 'Apstiprinājuma saite nav derīga vai tai beidzies termiņš.',
        code: 'auth.verification.invalid',
      }),
    );
    const router = renderVerify('tok-old');
    expect(await screen.findByText('Apstiprinājuma saite nav derīga vai tai beidzies termiņš.')).toBeVisible();
    expect(screen.getByText('Neizdevās')).toBeVisible();
    expect(screen.getByText('auth.verification.invalid')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Pierakstīties' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Pārsūtīt jaunu apstiprinājumu' }));
    expect(router.state.location.pathname).toBe('/verify/resend');
  });

  it('reads a failure without the usual answer (server down) as a failed check', async () => {
    vi.mocked(verify).mockRejectedValue(new TypeError('Failed to fetch'));
    renderVerify('tok-net');
    expect(await screen.findByText('Neizdevās sazināties ar serveri. Mēģini vēlreiz pēc brīža.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pārsūtīt jaunu apstiprinājumu' })).toHaveAttribute(
      'href',
      '/verify/resend',
    );
  });
});
