import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type * as authApi from '@portal/contracts/api/auth';
import { register, socialLogin } from '@portal/contracts/api/auth';
import type * as captchaApi from '@portal/contracts/api/captcha';
import { getCaptchaConfig } from '@portal/contracts/api/captcha';
import { listSchools } from '@portal/contracts/api/schools';
import type { RegistrationResult } from '@portal/contracts/schemas/entities';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { useSession } from '@portal/shared-ui/stores/session';
import RegisterPage from './RegisterPage';
import { PROVIDER_DATA_KEY, readProviderData, storeProviderData } from '../../../lib/providerData';
import { deferred, makeProviderData } from '../../../testing/fixtures';
import { httpError } from '@portal/shared-ui/testing/fixtures';
import { renderAt } from '@portal/shared-ui/testing/render';

// The edges: the API calls, and the proof-of-work widget itself (a bare element stands in for it).
vi.mock('@portal/contracts/api/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof authApi>()),
  register: vi.fn(),
  socialLogin: vi.fn(),
}));
vi.mock('@portal/contracts/api/schools', () => ({ listSchools: vi.fn() }));
vi.mock('@portal/contracts/api/captcha', async (importOriginal) => ({
  ...(await importOriginal<typeof captchaApi>()),
  getCaptchaConfig: vi.fn(),
}));
vi.mock('altcha', () => import('@portal/shared-ui/testing/altcha'));

const initialSession = useSession.getState();
const signIn = vi.fn<(token: string, remember: boolean) => Promise<void>>();

beforeEach(() => {
  vi.mocked(getCaptchaConfig).mockResolvedValue({
    provider: 'altcha',
    site_key: null,
    challenge_url: '/api/captcha/challenge',
  });
  vi.mocked(listSchools).mockImplementation(async (s = '') =>
    [
      { id: 11, title: 'Rīgas Valsts 1. ģimnāzija' },
      { id: 12, title: 'Rīgas 64. vidusskola' },
      { id: 21, title: 'Cēsu Valsts ģimnāzija' },
    ].filter((school) => school.title.toLowerCase().includes(s.toLowerCase())),
  );
  vi.mocked(register).mockResolvedValue({ id: 40, verified: false, enabled: false });
  vi.mocked(socialLogin).mockResolvedValue({ token_type: 'Bearer', access_token: 'tok-social', expires_in: 3600 });
  signIn.mockReset().mockResolvedValue(undefined);
  useSession.setState({ signIn });
  useNotifications.getState().clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.clearAllMocks();
  useSession.setState(initialSession, true);
  useNotifications.getState().clear();
});

const renderRegister = (search = '') =>
  renderAt(`/register${search}`, '/register', <RegisterPage />, { strict: true, showPath: true }).router;

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const passwordInput = () => screen.getByLabelText(/^Parole/) as HTMLInputElement;
const repeatInput = () => screen.getByLabelText(/^Atkārto paroli/) as HTMLInputElement;
const schoolInput = () => screen.getByRole('combobox', { name: /Skola/ }) as HTMLInputElement;
const terms = () => screen.getByRole('checkbox', { name: /lietošanas noteikumiem/ }) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /Reģistrēties$/ }) as HTMLButtonElement;
const captchaGroup = () => screen.getByRole('group', { name: 'Drošības pārbaude' });

async function captchaWidget(): Promise<Element> {
  return waitFor(() => {
    const widget = document.querySelector('altcha-widget');
    if (!widget) throw new Error('no captcha widget yet');
    return widget;
  });
}

/** What the altcha widget does once its proof of work is done. */
async function solveCaptcha(payload = 'pow-123') {
  const widget = await captchaWidget();
  act(() => {
    widget.dispatchEvent(new CustomEvent('verified', { detail: { payload } }));
  });
}

async function chooseSchool(user: UserEvent, typed: string, title: string) {
  await user.type(schoolInput(), typed);
  await user.click(await screen.findByRole('option', { name: title }));
}

async function fillInByEmail(user: UserEvent) {
  await user.type(textbox('Vārds'), 'Līga');
  await user.type(textbox('Uzvārds'), 'Kalniņa');
  await user.type(textbox('E-pasts'), 'liga.kalnina@skola.lv');
  await user.type(passwordInput(), 'Parole123');
  await user.type(repeatInput(), 'Parole123');
  await user.type(textbox(/^Pamatojums/), 'Strādāju privātskolā, kurai nav e-klases.');
  await user.click(terms());
  await solveCaptcha();
}

describe('registration by e-mail', () => {
  it('explains that the portal is closed and shows every field', async () => {
    renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Reģistrēties' })).toBeInTheDocument();
    expect(screen.getByText(/Portāla reģistrācija ir slēgta/)).toBeVisible();
    expect(screen.getByText(/pastāsti, kāpēc tev nav skolas platformas konta/)).toBeVisible();
    expect(screen.getByRole('group', { name: 'Profila bilde' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mainīt bildi' })).toBeInTheDocument();
    for (const name of ['Vārds', 'Uzvārds', 'E-pasts', 'Īss apraksts par sevi', /^Pamatojums/]) {
      expect(textbox(name)).toBeVisible();
    }
    expect(passwordInput().type).toBe('password');
    expect(repeatInput().type).toBe('password');
    expect(schoolInput().placeholder).toBe('Izvēlies skolu...');
    expect(
      screen.getByRole('checkbox', { name: 'Piekrītu saņemt jaunumus no Mācību materiālu portāla' }),
    ).toBeInTheDocument();
    const termsLink = within(terms().closest('div') as HTMLElement).getByRole('link', {
      name: /lietošanas noteikumiem/,
    });
    expect(termsLink.getAttribute('href')).toBe('/lapa/noteikumi');
    await captchaWidget();
    expect(captchaGroup()).toBeVisible();
  });

  it('checks every field before sending: each shows its first message, the captcha under the captcha', async () => {
    const user = userEvent.setup();
    renderRegister();
    await captchaWidget();
    await user.click(submitButton());

    expect(screen.getByText('Obligāti jāaizpilda vārds.')).toBeVisible();
    expect(screen.getByText('Obligāti jāaizpilda uzvārds.')).toBeVisible();
    expect(screen.getByText('Obligāti jāaizpilda e-pasts.')).toBeVisible();
    expect(screen.getByText('Obligāti jāaizpilda parole.')).toBeVisible();
    expect(screen.getByText('Obligāti jāaizpilda paroles atkārtojums.')).toBeVisible();
    expect(screen.getByText('Obligāti jāaizpilda pamatojums.')).toBeVisible();
    expect(screen.getByText('Obligāti jāpiekrīt lietošanas noteikumiem.')).toBeVisible();
    const captchaError = screen.getByText('Obligāti jāaizpilda drošības pārbaude.');
    expect(captchaGroup().contains(captchaError)).toBe(true);
    // Without a provider the school is not required.
    expect(schoolInput().getAttribute('aria-invalid')).toBeNull();
    expect(terms().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(textbox('Vārds'));
    expect(register).not.toHaveBeenCalled();
  });

  it('applies the password rule and the matching repeat as the user leaves the fields', async () => {
    const user = userEvent.setup();
    renderRegister();
    await user.type(passwordInput(), 'parole');
    await user.tab();
    expect(screen.getByText('Parolei jābūt vismaz 8 rakstzīmēm.')).toBeVisible();
    await user.type(passwordInput(), '12');
    expect(screen.getByText('Parolē jābūt cipariem, mazajiem un lielajiem burtiem')).toBeVisible();
    await user.clear(passwordInput());
    await user.type(passwordInput(), 'Parole12');
    expect(screen.queryByText('Parolē jābūt cipariem, mazajiem un lielajiem burtiem')).not.toBeInTheDocument();
    await user.type(repeatInput(), 'Parole21');
    await user.tab();
    expect(screen.getByText('Paroles atkārtojums nesakrīt ar paroli.')).toBeVisible();
  });

  it('counts the characters left in the description from 500', async () => {
    const user = userEvent.setup();
    renderRegister();
    const description = textbox('Īss apraksts par sevi');
    const counter = () => document.getElementById(`${description.id}-counter`)?.textContent;
    expect(counter()).toBe('Atlikušās rakstzīmes: 500');
    await user.type(description, 'Fizikas skolotāja');
    expect(counter()).toBe('Atlikušās rakstzīmes: 483');
  });

  it('prefills the form from the query string', () => {
    renderRegister('?first_name=Inese&last_name=Liepa&email=inese.liepa%40skola.lv&note=Nav%20konta');
    expect(textbox('Vārds').value).toBe('Inese');
    expect(textbox('Uzvārds').value).toBe('Liepa');
    expect(textbox('E-pasts').value).toBe('inese.liepa@skola.lv');
    expect(textbox(/^Pamatojums/).value).toBe('Nav konta');
  });

  it('finds the school as the user types, and says so when there is none', async () => {
    const user = userEvent.setup();
    renderRegister();
    await user.type(schoolInput(), 'Cēsu');
    expect(await screen.findByRole('option', { name: 'Cēsu Valsts ģimnāzija' })).toBeInTheDocument();
    expect(listSchools).toHaveBeenLastCalledWith('Cēsu');
    await user.clear(schoolInput());
    await user.type(schoolInput(), 'Liepāja');
    expect(await screen.findByText('Nav rezultātu.')).toBeVisible();
  });

  it('shows the chosen picture, and takes it back with "Dzēst bildi"', async () => {
    const user = userEvent.setup();
    renderRegister();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const click = vi.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'Mainīt bildi' }));
    expect(click).toHaveBeenCalled();

    await user.upload(input, new File(['png'], 'es.png', { type: 'image/png' }));
    const preview = screen.getByRole('img', { name: 'Izvēlētā profila bilde' });
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await user.click(screen.getByRole('button', { name: 'Dzēst bildi' }));
    expect(screen.queryByRole('img', { name: 'Izvēlētā profila bilde' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dzēst bildi' })).not.toBeInTheDocument();

    // A file of another type (the picker's filter can be switched off by the user).
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Profila bildei jāizvēlas attēla fails.')).toBeVisible();
  });

  it('sends the whole form with the picture, keeps the button disabled meanwhile, then says what comes next', async () => {
    const answer = deferred<RegistrationResult>();
    vi.mocked(register).mockReturnValue(answer.promise);
    const user = userEvent.setup();
    renderRegister();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    const avatar = new File(['png'], 'es.png', { type: 'image/png' });
    if (input) await user.upload(input, avatar);
    await fillInByEmail(user);
    await chooseSchool(user, 'Rīgas 64', 'Rīgas 64. vidusskola');
    await user.type(textbox('Īss apraksts par sevi'), 'Fizika un astronomija');
    await user.click(screen.getByRole('checkbox', { name: /jaunumus/ }));
    await user.click(submitButton());

    expect(submitButton().disabled).toBe(true);
    expect(register).toHaveBeenCalledWith({
      first_name: 'Līga',
      last_name: 'Kalniņa',
      email: 'liga.kalnina@skola.lv',
      password: 'Parole123',
      password_confirmed: 'Parole123',
      school_id: 12,
      description: 'Fizika un astronomija',
      note: 'Strādāju privātskolā, kurai nav e-klases.',
      newsletter: true,
      terms: true,
      g_recaptcha_response: 'pow-123',
      file: avatar,
    });
    answer.resolve({ id: 40, verified: false, enabled: false });

    expect(await screen.findByText('Paldies! Tavs reģistrācijas pieteikums ir pieņemts.')).toBeVisible();
    expect(screen.getByText(/Lūdzu, apstiprini savu e-pasta adresi/)).toBeVisible();
    expect(screen.getByText(/jāapstiprina portāla administratoram/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pārsūtīt apstiprinājumu' }).getAttribute('href')).toBe('/verify/resend');
    expect(screen.queryByRole('link', { name: 'Sākt lietot portālu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Vārds' })).not.toBeInTheDocument();
    expect(socialLogin).not.toHaveBeenCalled();
  });

  it("shows the server's field errors, the captcha error under the captcha, and asks for a new captcha", async () => {
    vi.mocked(register).mockRejectedValueOnce(
      httpError(422, {
        message: 'Norādītie dati nav derīgi.',
        errors: {
          email: ['Lietotājs ar šādu e-pastu jau ir reģistrēts.', 'Otrs ziņojums netiek rādīts.'],
          g_recaptcha_response: ['Drošības pārbaude neizdevās. Mēģini vēlreiz.'],
        },
      }),
    );
    const user = userEvent.setup();
    renderRegister();
    await fillInByEmail(user);
    const widget = await captchaWidget();
    await user.click(submitButton());

    const emailError = await screen.findByText('Lietotājs ar šādu e-pastu jau ir reģistrēts.');
    expect(textbox('E-pasts').getAttribute('aria-describedby')).toContain(emailError.id);
    expect(screen.queryByText('Otrs ziņojums netiek rādīts.')).not.toBeInTheDocument();
    expect(captchaGroup().contains(screen.getByText('Drošības pārbaude neizdevās. Mēģini vēlreiz.'))).toBe(true);
    expect(document.activeElement).toBe(textbox('E-pasts'));
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBe(widget));
    expect(submitButton().disabled).toBe(false);

    // The spent response is not sent again.
    await user.clear(textbox('E-pasts'));
    await user.type(textbox('E-pasts'), 'liga.k@skola.lv');
    await user.click(submitButton());
    expect(screen.getByText('Obligāti jāaizpilda drošības pārbaude.')).toBeVisible();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('shows a failure without field errors as the form error', async () => {
    vi.mocked(register).mockRejectedValueOnce(httpError(429, { message: 'Pārāk daudz pieprasījumu. Mēģini vēlāk.' }));
    const user = userEvent.setup();
    renderRegister();
    await fillInByEmail(user);
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Pārāk daudz pieprasījumu. Mēģini vēlāk.');
    expect(textbox('Vārds').value).toBe('Līga');
  });
});

describe('registration after a school-platform sign-in', () => {
  beforeEach(() => storeProviderData(makeProviderData()));

  it('is prefilled from the provider, without password and justification, and needs a school', async () => {
    const user = userEvent.setup();
    renderRegister('?first_name=Cits');
    expect(screen.getByText(/Pierakstīšanās ar platformas „Mykoob” kontu izdevās/)).toBeVisible();
    expect(screen.queryByText(/Portāla reģistrācija ir slēgta/)).not.toBeInTheDocument();
    expect(textbox('Vārds').value).toBe('Jānis');
    expect(textbox('Uzvārds').value).toBe('Bērziņš');
    expect(textbox('E-pasts').value).toBe('janis.berzins@skola.lv');
    expect(screen.queryByLabelText(/^Parole/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Atkārto paroli/)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Pamatojums/ })).not.toBeInTheDocument();

    await captchaWidget();
    await user.click(submitButton());
    expect(screen.getByText('Obligāti jāaizpilda skola.')).toBeVisible();
    expect(schoolInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Obligāti jāaizpilda parole.')).not.toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('sends the provider token, signs in through the social grant, clears the provider data and offers the portal', async () => {
    vi.mocked(register).mockResolvedValue({ id: 41, verified: true, enabled: true });
    const user = userEvent.setup();
    const router = renderRegister();
    await chooseSchool(user, 'Cēsu', 'Cēsu Valsts ģimnāzija');
    await user.click(terms());
    await solveCaptcha('pow-9');
    await user.click(submitButton());

    expect(await screen.findByText('Paldies! Tavs reģistrācijas pieteikums ir pieņemts.')).toBeVisible();
    expect(register).toHaveBeenCalledWith({
      token: 'provider-token-1',
      name: 'mykoob',
      first_name: 'Jānis',
      last_name: 'Bērziņš',
      email: 'janis.berzins@skola.lv',
      school_id: 21,
      description: '',
      note: '',
      newsletter: false,
      terms: true,
      g_recaptcha_response: 'pow-9',
    });
    expect(socialLogin).toHaveBeenCalledWith({ network: 'mykoob', access_token: 'provider-token-1' });
    expect(signIn).toHaveBeenCalledWith('tok-social', false);
    expect(readProviderData()).toBeNull();
    expect(sessionStorage.getItem(PROVIDER_DATA_KEY)).toBeNull();
    expect(screen.queryByText(/Lūdzu, apstiprini savu e-pasta adresi/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sākt lietot portālu' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows 'Neizdevās pierakstīties!' when the social sign-in fails", async () => {
    vi.mocked(register).mockResolvedValue({ id: 41, verified: true, enabled: true });
    vi.mocked(socialLogin).mockRejectedValue(
      httpError(400, { error: 'invalid_grant', message: 'Nederīgs pieprasījums.' }),
    );
    const user = userEvent.setup();
    renderRegister();
    await chooseSchool(user, 'Cēsu', 'Cēsu Valsts ģimnāzija');
    await user.click(terms());
    await solveCaptcha();
    await user.click(submitButton());

    expect(await screen.findByText('Paldies! Tavs reģistrācijas pieteikums ir pieņemts.')).toBeVisible();
    expect(useNotifications.getState().items.map(({ type, title }) => ({ type, title }))).toEqual([
      { type: 'error', title: 'Neizdevās pierakstīties!' },
    ]);
    expect(signIn).not.toHaveBeenCalled();
    expect(readProviderData()).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sākt lietot portālu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Uz sākumu' })).toHaveAttribute('href', '/');
  });

  it('does not try to sign in an account that still waits for approval', async () => {
    vi.mocked(register).mockResolvedValue({ id: 42, verified: true, enabled: false });
    const user = userEvent.setup();
    renderRegister();
    await chooseSchool(user, 'Rīgas Valsts', 'Rīgas Valsts 1. ģimnāzija');
    await user.click(terms());
    await solveCaptcha();
    await user.click(submitButton());

    expect(await screen.findByText(/jāapstiprina portāla administratoram/)).toBeVisible();
    expect(screen.queryByText(/Lūdzu, apstiprini savu e-pasta adresi/)).not.toBeInTheDocument();
    expect(socialLogin).not.toHaveBeenCalled();
    expect(useNotifications.getState().items).toEqual([]);
  });
});
