import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useDialogs } from '@portal/shared-ui/stores/dialogs';
import { useSession } from '@portal/shared-ui/stores/session';
import LoginDialog from './LoginDialog';
import LoginPage from './LoginPage';
import { FreshQueryClient } from '@portal/shared-ui/testing/render';
import { OAUTH_ERROR_MESSAGES } from '@portal/contracts/messages';

vi.mock('altcha', () => import('@portal/shared-ui/testing/altcha'));

/** The edge: the network. Everything between the form and fetch (contracts' ky client) is real. */
type Answer = { status: number; body: unknown };
const fetchMock = vi.fn<(input: Request | URL | string, init?: RequestInit) => Promise<Response>>();
let tokenAnswer: Answer;
let sentForm: URLSearchParams | null;

function answerWith(answer: Answer) {
  tokenAnswer = answer;
}

const initialSession = useSession.getState();
const signIn = vi.fn<(token: string, remember: boolean) => Promise<void>>();

beforeEach(() => {
  sentForm = null;
  answerWith({ status: 200, body: { token_type: 'Bearer', access_token: 'tok-123', expires_in: 3600 } });
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (new URL(request.url).pathname !== '/oauth/token') return new Response('{}', { status: 404 });
    sentForm = new URLSearchParams(await request.text());
    return new Response(JSON.stringify(tokenAnswer.body), {
      status: tokenAnswer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  signIn.mockReset().mockResolvedValue(undefined);
  useSession.setState({ signIn });
  useDialogs.setState({ current: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState(initialSession, true);
});

function renderDialog({ redirect, path = '/' }: { redirect?: string; path?: string } = {}) {
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/', element: <LoginDialog onClose={onClose} {...(redirect ? { redirect } : {})} /> },
      { path: '*', element: <h1>Cits</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />, { wrapper: FreshQueryClient });
  return { router, onClose };
}

const emailInput = () => screen.getByRole('textbox', { name: 'E-pasts' });
// A password field has no role; its label reads 'Parole *' with the required mark.
const passwordInput = () => screen.getByLabelText(/^Parole/);

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(emailInput(), email);
  await user.type(passwordInput(), password);
  return user;
}

describe('login form: validation', () => {
  it('disables "Ienākt" while a field shows an error, and enables it once fixed', async () => {
    const user = userEvent.setup();
    renderDialog();
    const submit = screen.getByRole('button', { name: 'Ienākt' });
    expect((submit as HTMLButtonElement).disabled).toBe(false);

    await user.type(emailInput(), 'anna.ozola');
    await user.tab();
    expect(screen.getByText('E-pastam jābūt derīgai e-pasta adresei.')).toBeVisible();
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    // After the first visit the field is checked on every change.
    await user.type(emailInput(), '@demo.lv');
    expect(screen.queryByText('E-pastam jābūt derīgai e-pasta adresei.')).not.toBeInTheDocument();
    expect((submit as HTMLButtonElement).disabled).toBe(false);

    await user.type(passwordInput(), 'x');
    await user.clear(passwordInput());
    await user.tab();
    expect(screen.getByText('Obligāti jāaizpilda parole.')).toBeVisible();
    expect((submit as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows every required field on an empty submit and sends nothing', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Ienākt' }));
    expect(screen.getByText('Obligāti jāaizpilda e-pasts.')).toBeVisible();
    expect(screen.getByText('Obligāti jāaizpilda parole.')).toBeVisible();
    // (The only request is the dialog's list of school platforms.)
    expect(sentForm).toBeNull();
    expect(signIn).not.toHaveBeenCalled();
  });
});

describe('login form: errors from the server', () => {
  it.each([
    ['invalid_credentials', 'Lietotāja epasts un/vai parole norādīta nepareizi'],
    ['unsupported_grant_type', 'Nederīgs autentifikācijas veids.'],
    ['invalid_grant', 'Nederīgs pieprasījums.'],
    ['access_denied', 'Pieeja bloķēta'],
    ['server_error', 'Servera kļūda'],
  ])('shows the Latvian text of %s as a form error', async (code, text) => {
    answerWith({
      status: code === 'server_error' ? 500 : 401,
      body: { error: code, message: 'The user credentials were incorrect.' },
    });
    renderDialog();
    const user = await fillIn('anna.ozola@demo.lv', 'nepareiza');
    await user.click(screen.getByRole('button', { name: 'Ienākt' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows the server message for an unknown code, and clears the error on the next keypress', async () => {
    answerWith({ status: 400, body: { error: 'account_locked', message: 'Konts ir bloķēts uz 15 minūtēm.' } });
    renderDialog();
    const user = await fillIn('anna.ozola@demo.lv', 'nepareiza');
    await user.click(screen.getByRole('button', { name: 'Ienākt' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Konts ir bloķēts uz 15 minūtēm.');
    await user.type(passwordInput(), '1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts 422 field errors under their fields', async () => {
    answerWith({
      status: 422,
      body: { message: 'Norādītie dati nav derīgi.', errors: { username: ['Lietotājs nav apstiprināts.'] } },
    });
    renderDialog();
    const user = await fillIn('anna.ozola@demo.lv', 'Parole123');
    await user.click(screen.getByRole('button', { name: 'Ienākt' }));
    const message = await screen.findByText('Lietotājs nav apstiprināts.');
    expect(emailInput().getAttribute('aria-describedby')).toContain(message.id);
  });
});

describe('login form: captcha after failed sign-ins', () => {
  const captchaGroup = () => screen.queryByRole('group', { name: 'Drošības pārbaude' });

  it('shows the captcha only when the server asks for it, and sends its answer with the next try', async () => {
    answerWith({ status: 400, body: { error: 'captcha_required', message: 'x' } });
    renderDialog();
    const user = await fillIn('anna.ozola@demo.lv', 'Parole123');
    expect(captchaGroup()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ienākt' }));
    expect((await screen.findByRole('alert')).textContent).toBe(OAUTH_ERROR_MESSAGES.captcha_required);
    expect(sentForm?.get('g_recaptcha_response')).toBeNull();

    const widget = await waitFor(() => {
      const found = document.querySelector('altcha-widget');
      if (!found) throw new Error('no captcha widget yet');
      return found;
    });
    expect(captchaGroup()).not.toBeNull();
    act(() => {
      widget.dispatchEvent(new CustomEvent('verified', { detail: { payload: 'pow-1' } }));
    });
    answerWith({ status: 200, body: { token_type: 'Bearer', access_token: 'tok-123', expires_in: 3600 } });
    await user.click(screen.getByRole('button', { name: 'Ienākt' }));
    await vi.waitFor(() => expect(signIn).toHaveBeenCalledWith('tok-123', false));
    expect(sentForm?.get('g_recaptcha_response')).toBe('pow-1');
  });

  it('shows a failed captcha as the form error and keeps the captcha', async () => {
    answerWith({ status: 400, body: { error: 'captcha_invalid', message: 'x' } });
    renderDialog();
    const user = await fillIn('anna.ozola@demo.lv', 'Parole123');
    await user.click(screen.getByRole('button', { name: 'Ienākt' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Drošības pārbaude neizdevās. Mēģini vēlreiz.');
    expect(captchaGroup()).not.toBeNull();
  });
});

describe("login form: an administrator's second factor", () => {
  const codeField = () => screen.queryByLabelText(/^Kods no autentifikatora lietotnes/);

  it('asks for the code only after the server did, and sends it with the next try', async () => {
    answerWith({ status: 400, body: { error: 'totp_required', message: 'x' } });
    renderDialog();
    const user = await fillIn('admin@skola.lv', 'Parole123');
    expect(codeField()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ienākt' }));
    expect((await screen.findByRole('alert')).textContent).toBe(OAUTH_ERROR_MESSAGES.totp_required);
    expect(sentForm?.get('totp')).toBeNull();
    const field = await screen.findByLabelText(/^Kods no autentifikatora lietotnes/);
    // The password step is done: the cursor waits in the code field.
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');

    answerWith({ status: 200, body: { token_type: 'Bearer', access_token: 'tok-admin', expires_in: 3600 } });
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Ienākt' }));
    await vi.waitFor(() => expect(signIn).toHaveBeenCalledWith('tok-admin', false));
    expect(sentForm?.get('totp')).toBe('123456');
    expect(sentForm?.get('recovery_code')).toBeNull();
    expect(sentForm?.get('password')).toBe('Parole123');
  });

  it('shows a wrong code as the form error, keeps the field, and sends a recovery code instead when asked', async () => {
    answerWith({ status: 400, body: { error: 'totp_required', message: 'x' } });
    renderDialog();
    const user = await fillIn('admin@skola.lv', 'Parole123');
    await user.click(screen.getByRole('button', { name: 'Ienākt' }));
    const field = await screen.findByLabelText(/^Kods no autentifikatora lietotnes/);

    answerWith({ status: 400, body: { error: 'totp_invalid', message: 'x' } });
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Ienākt' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(OAUTH_ERROR_MESSAGES.totp_invalid));
    expect(sentForm?.get('totp')).toBe('000000');
    expect(codeField()).not.toBeNull();
    expect(signIn).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Nav piekļuves lietotnei? Ievadīt rezerves kodu' }));
    const recovery = await screen.findByLabelText(/^Rezerves kods/);
    answerWith({ status: 200, body: { token_type: 'Bearer', access_token: 'tok-admin', expires_in: 3600 } });
    await user.type(recovery, 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Ienākt' }));
    await vi.waitFor(() => expect(signIn).toHaveBeenCalledWith('tok-admin', false));
    expect(sentForm?.get('recovery_code')).toBe('abcde-fghjk');
    expect(sentForm?.get('totp')).toBeNull();
  });
});

describe('login form: success', () => {
  it('signs in with the remember flag, closes the dialog and goes to the intended route', async () => {
    const { router, onClose } = renderDialog({ redirect: '/kategorija/5?sort=likes' });
    const user = await fillIn('anna.ozola@demo.lv', 'Parole123');
    await user.click(screen.getByLabelText('Atcerēties mani'));
    await user.click(screen.getByRole('button', { name: 'Ienākt' }));
    await screen.findByRole('heading', { name: 'Cits' });
    expect(sentForm?.get('grant_type')).toBe('password');
    expect(sentForm?.get('username')).toBe('anna.ozola@demo.lv');
    expect(sentForm?.get('password')).toBe('Parole123');
    // The server keeps a remembered token for 365 days, others 12 hours after their last use.
    expect(sentForm?.get('remember')).toBe('1');
    expect(signIn).toHaveBeenCalledWith('tok-123', true);
    expect(onClose).toHaveBeenCalled();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/kategorija/5?sort=likes');
  });

  it('without "Atcerēties mani" keeps the token for the session only, and goes home without a redirect', async () => {
    const { router } = renderDialog({ path: '/' });
    const user = await fillIn('anna.ozola@demo.lv', 'Parole123');
    await user.click(screen.getByRole('button', { name: 'Ienākt' }));
    await vi.waitFor(() => expect(signIn).toHaveBeenCalledWith('tok-123', false));
    expect(sentForm?.get('remember')).toBe('0');
    expect(router.state.location.pathname).toBe('/');
  });

  it('on the login screen follows ?redirect= but never to another site', async () => {
    const router = createMemoryRouter(
      [
        { path: '/login', element: <LoginPage /> },
        { path: '*', element: <h1>Cits</h1> },
      ],
      { initialEntries: ['/login?redirect=%2Fprofils'] },
    );
    render(<RouterProvider router={router} />, { wrapper: FreshQueryClient });
    expect(screen.getByRole('heading', { level: 1, name: 'Autorizējies' })).toBeInTheDocument();
    const user = await fillIn('anna.ozola@demo.lv', 'Parole123');
    await user.click(screen.getByRole('button', { name: 'Ienākt' }));
    await screen.findByRole('heading', { name: 'Cits' });
    expect(router.state.location.pathname).toBe('/profils');

    await router.navigate('/login?redirect=%2F%2Fevil.example%2F');
    await screen.findByRole('heading', { level: 1, name: 'Autorizējies' });
    await user.type(emailInput(), 'anna.ozola@demo.lv');
    await user.type(passwordInput(), 'Parole123');
    await user.click(screen.getByRole('button', { name: 'Ienākt' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('login form: links', () => {
  it('opens the password-reset request and the register dialogs', async () => {
    renderDialog({ redirect: '/profils' });
    await userEvent.click(screen.getByRole('button', { name: 'Aizmirsi paroli?' }));
    expect(useDialogs.getState().current?.name).toBe('password-request');
    await userEvent.click(screen.getByRole('button', { name: 'Nav vēl sava konta? Reģistrējies šeit' }));
    expect(useDialogs.getState().current).toEqual({ name: 'register', props: { redirect: '/profils' } });
  });
});
