import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type * as authApi from '@portal/contracts/api/auth';
import { resetPassword } from '@portal/contracts/api/auth';
import { useDialogs } from '@portal/shared-ui/stores/dialogs';
import PasswordResetPage from './PasswordResetPage';
import { httpError } from '@portal/shared-ui/testing/fixtures';
import { renderAt } from '@portal/shared-ui/testing/render';

vi.mock('@portal/contracts/api/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof authApi>()),
  resetPassword: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(resetPassword).mockResolvedValue({ status: 'Tava parole ir nomainīta.' });
  useDialogs.setState({ current: null });
});

afterEach(() => vi.clearAllMocks());

const TOKEN = 'a3f9c0d2e4b6a8c0d2e4f6a8b0c2d4e6';
const renderReset = (search = '') =>
  renderAt(`/password/reset/${TOKEN}${search}`, '/password/reset/:token', <PasswordResetPage />, {
    strict: true,
    showPath: true,
  }).router;

const emailInput = () => screen.getByRole('textbox', { name: 'E-pasts' }) as HTMLInputElement;
const passwordInput = () => screen.getByLabelText(/^Jaunā parole/) as HTMLInputElement;
const repeatInput = () => screen.getByLabelText(/^Atkārto jauno paroli/) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'Saglabāt jauno paroli' }) as HTMLButtonElement;

async function fillIn(user: UserEvent, password = 'JaunaParole1', repeat = password) {
  await user.type(emailInput(), 'anna.ozola@skola.lv');
  await user.type(passwordInput(), password);
  await user.type(repeatInput(), repeat);
}

describe('password reset screen', () => {
  it('holds the token of the link in a hidden field and prefills the address of the link', () => {
    renderReset('?email=anna.ozola%40skola.lv');
    expect(screen.getByRole('heading', { level: 1, name: 'Atjaunot paroli' })).toBeInTheDocument();
    const token = document.querySelector<HTMLInputElement>('input[type="hidden"][name="token"]');
    expect(token?.value).toBe(TOKEN);
    expect(emailInput().value).toBe('anna.ozola@skola.lv');
  });

  it('shows every required field on an empty submit, sends nothing and keeps submit disabled until fixed', async () => {
    const user = userEvent.setup();
    renderReset();
    await user.click(submitButton());
    expect(screen.getByText('Obligāti jāaizpilda e-pasts.')).toBeVisible();
    expect(screen.getByText('Obligāti jāaizpilda parole.')).toBeVisible();
    expect(screen.getByText('Obligāti jāaizpilda paroles atkārtojums.')).toBeVisible();
    expect(submitButton().disabled).toBe(true);
    expect(document.activeElement).toBe(emailInput());
    await fillIn(user);
    expect(submitButton().disabled).toBe(false);
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('asks for a strong password and a matching repeat', async () => {
    const user = userEvent.setup();
    renderReset();
    await user.type(passwordInput(), 'parole12');
    await user.tab();
    expect(screen.getByText('Parolē jābūt cipariem, mazajiem un lielajiem burtiem')).toBeVisible();
    expect(submitButton().disabled).toBe(true);
    await user.clear(passwordInput());
    await user.type(passwordInput(), 'Parole12');
    expect(screen.queryByText('Parolē jābūt cipariem, mazajiem un lielajiem burtiem')).not.toBeInTheDocument();
    await user.type(repeatInput(), 'Parole13');
    await user.tab();
    expect(screen.getByText('Paroles atkārtojums nesakrīt ar paroli.')).toBeVisible();
    // Fixing the password so it matches clears the repeat's message too.
    await user.clear(passwordInput());
    await user.type(passwordInput(), 'Parole13');
    expect(screen.queryByText('Paroles atkārtojums nesakrīt ar paroli.')).not.toBeInTheDocument();
  });

  it('sends token, address and password, then shows the status in place of the form', async () => {
    const user = userEvent.setup();
    renderReset();
    await fillIn(user);
    await user.click(submitButton());
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Tava parole ir nomainīta.');
    expect(resetPassword).toHaveBeenCalledWith({
      token: TOKEN,
      email: 'anna.ozola@skola.lv',
      password: 'JaunaParole1',
      password_confirmation: 'JaunaParole1',
    });
    expect(screen.queryByRole('textbox', { name: 'E-pasts' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pierakstīties' }).getAttribute('href')).toBe('/login');
  });

  it("shows the server's field errors under their fields, and a token error as the form error", async () => {
    vi.mocked(resetPassword).mockRejectedValueOnce(
      httpError(422, {
        message: 'Norādītie dati nav derīgi.',
        errors: {
          token: ['Paroles atjaunošanas saite nav derīga vai tai beidzies termiņš.'],
          email: ['Lietotājs ar šādu e-pastu nav atrasts.'],
        },
      }),
    );
    const user = userEvent.setup();
    renderReset();
    await fillIn(user);
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Paroles atjaunošanas saite nav derīga vai tai beidzies termiņš.',
    );
    const message = screen.getByText('Lietotājs ar šādu e-pastu nav atrasts.');
    expect(emailInput().getAttribute('aria-describedby')).toContain(message.id);
    expect(submitButton().disabled).toBe(true);
    // A new link can be asked for from here, with the address already typed.
    await user.click(screen.getByRole('button', { name: 'Pieprasīt jaunu saiti' }));
    expect(useDialogs.getState().current).toEqual({
      name: 'password-request',
      props: { email: 'anna.ozola@skola.lv' },
    });
  });

  it('shows the message of another failure as the form error', async () => {
    vi.mocked(resetPassword).mockRejectedValueOnce(httpError(500, {}));
    const user = userEvent.setup();
    renderReset();
    await fillIn(user);
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Neizdevās sazināties ar serveri. Mēģini vēlreiz pēc brīža.',
    );
  });
});
