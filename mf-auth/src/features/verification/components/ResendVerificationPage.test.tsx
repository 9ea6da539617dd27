import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as authApi from '@portal/contracts/api/auth';
import { resendVerification } from '@portal/contracts/api/auth';
import ResendVerificationPage from './ResendVerificationPage';
import { httpError } from '@portal/shared-ui/testing/fixtures';
import { renderAt } from '@portal/shared-ui/testing/render';

vi.mock('@portal/contracts/api/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof authApi>()),
  resendVerification: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(resendVerification).mockResolvedValue({ status: 'success', message: 'Nosūtīts.' });
});

afterEach(() => vi.clearAllMocks());

const renderResend = () =>
  renderAt('/verify/resend', '/verify/resend', <ResendVerificationPage />, { strict: true, showPath: true }).router;
const emailInput = () => screen.getByRole('textbox', { name: 'E-pasts' }) as HTMLInputElement;

describe('resend confirmation', () => {
  it('checks the address before sending', async () => {
    const user = userEvent.setup();
    renderResend();
    expect(screen.getByRole('heading', { level: 1, name: 'Pārsūtīt apstiprinājumu' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pārsūtīt' }));
    expect(screen.getByText('Obligāti jāaizpilda e-pasts.')).toBeVisible();
    await user.type(emailInput(), 'nav-adrese');
    await user.tab();
    expect(screen.getByText('E-pastam jābūt derīgai e-pasta adresei.')).toBeVisible();
    expect(resendVerification).not.toHaveBeenCalled();
  });

  it("sends it, says a new link is on its way and leads home with 'Uz sākumu'", async () => {
    const user = userEvent.setup();
    const router = renderResend();
    await user.type(emailInput(), 'anna.ozola@skola.lv');
    await user.click(screen.getByRole('button', { name: 'Pārsūtīt' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Uz norādīto epastu ir nosūtīta jauna apstiprinājuma saite. Lūdzu, atver epastu un nospied uz saites.',
    );
    expect(resendVerification).toHaveBeenCalledWith('anna.ozola@skola.lv');
    await user.click(screen.getByRole('link', { name: 'Uz sākumu' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows a refusal's message on the e-mail field", async () => {
    vi.mocked(resendVerification).mockResolvedValueOnce({
      status: 'fail',
      message: 'Šī e-pasta adrese jau ir apstiprināta.',
    });
    const user = userEvent.setup();
    renderResend();
    await user.type(emailInput(), 'anna.ozola@skola.lv');
    await user.click(screen.getByRole('button', { name: 'Pārsūtīt' }));
    const message = await screen.findByText('Šī e-pasta adrese jau ir apstiprināta.');
    expect(emailInput().getAttribute('aria-describedby')).toContain(message.id);
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the message of a failed call on the e-mail field too', async () => {
    vi.mocked(resendVerification).mockRejectedValueOnce(
      httpError(429, { error: 'too_many_requests', message: 'Pārāk daudz pieprasījumu. Mēģini vēlāk.' }),
    );
    const user = userEvent.setup();
    renderResend();
    await user.type(emailInput(), 'anna.ozola@skola.lv');
    await user.click(screen.getByRole('button', { name: 'Pārsūtīt' }));
    const message = await screen.findByText('Pārāk daudz pieprasījumu. Mēģini vēlāk.');
    expect(emailInput().getAttribute('aria-describedby')).toContain(message.id);
    // Editing the address clears it.
    await user.type(emailInput(), 'x');
    expect(screen.queryByText('Pārāk daudz pieprasījumu. Mēģini vēlāk.')).not.toBeInTheDocument();
  });
});
