import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type * as authApi from '@portal/contracts/api/auth';
import { requestPasswordReset } from '@portal/contracts/api/auth';
import { useDialogs } from '@portal/shared-ui/stores/dialogs';
import PasswordRequestDialog from './PasswordRequestDialog';
import { deferred } from '../../../testing/fixtures';
import { httpError } from '@portal/shared-ui/testing/fixtures';

vi.mock('@portal/contracts/api/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof authApi>()),
  requestPasswordReset: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(requestPasswordReset).mockResolvedValue({ status: 'Saite ir nosūtīta.' });
  useDialogs.setState({ current: null });
});

afterEach(() => vi.clearAllMocks());

function renderDialog(email?: string) {
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [{ path: '/', element: <PasswordRequestDialog onClose={onClose} {...(email ? { email } : {})} /> }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { onClose };
}

const emailInput = () => screen.getByRole('textbox', { name: 'E-pasts' }) as HTMLInputElement;

describe("password-reset request 'Atjaunot paroli'", () => {
  it('checks the address before sending: required, then valid', async () => {
    const user = userEvent.setup();
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Atjaunot paroli' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sūtīt' }));
    expect(screen.getByText('Obligāti jāaizpilda e-pasts.')).toBeVisible();
    expect(document.activeElement).toBe(emailInput());
    await user.type(emailInput(), 'anna.ozola');
    await user.click(screen.getByRole('button', { name: 'Sūtīt' }));
    expect(screen.getByText('E-pastam jābūt derīgai e-pasta adresei.')).toBeVisible();
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(requestPasswordReset).not.toHaveBeenCalled();
  });

  it('starts from the address typed in the login form, sends it and says the link is on its way', async () => {
    const answer = deferred<{ status: string }>();
    vi.mocked(requestPasswordReset).mockReturnValue(answer.promise);
    const user = userEvent.setup();
    renderDialog('anna.ozola@skola.lv');
    expect(emailInput().value).toBe('anna.ozola@skola.lv');
    await user.click(screen.getByRole('button', { name: 'Sūtīt' }));
    expect(requestPasswordReset).toHaveBeenCalledWith('anna.ozola@skola.lv');
    expect(screen.getByRole('button', { name: /Sūtīt/ }).getAttribute('aria-busy')).toBe('true');
    answer.resolve({ status: 'ok' });
    const sent = await screen.findByText('Saite ir nosūtīta. Seko instrukcijām e-pastā, lai atjaunotu savu paroli.');
    expect(sent.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(sent);
    expect(screen.queryByRole('textbox', { name: 'E-pasts' })).not.toBeInTheDocument();
  });

  it("shows the server's 422 message under the field", async () => {
    vi.mocked(requestPasswordReset).mockRejectedValueOnce(
      httpError(422, {
        message: 'Norādītie dati nav derīgi.',
        errors: { email: ['E-pastam atļautas ne vairāk kā 255 rakstzīmes.'] },
      }),
    );
    const user = userEvent.setup();
    renderDialog('anna.ozola@skola.lv');
    await user.click(screen.getByRole('button', { name: 'Sūtīt' }));
    const message = await screen.findByText('E-pastam atļautas ne vairāk kā 255 rakstzīmes.');
    expect(emailInput().getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refusal without field errors as the form error (too many requests)', async () => {
    vi.mocked(requestPasswordReset).mockRejectedValueOnce(
      httpError(429, { error: 'too_many_requests', message: 'Pārāk daudz pieprasījumu. Mēģini vēlāk.' }),
    );
    const user = userEvent.setup();
    renderDialog('anna.ozola@skola.lv');
    await user.click(screen.getByRole('button', { name: 'Sūtīt' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Pārāk daudz pieprasījumu. Mēģini vēlāk.');
    // Any edit clears it (spec §4).
    await user.type(emailInput(), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes back to the login dialog', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Atpakaļ uz autorizāciju' }));
    expect(useDialogs.getState().current?.name).toBe('login');
  });
});
