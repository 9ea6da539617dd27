import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SECURITY_MESSAGES, type TotpStatus } from '@portal/contracts/schemas/admin/security';
import { renderAt, signIn } from '@portal/shared-ui/testing/render';
import AdminPage from '../../../pages/AdminPage';
import SecuritySection from './SecuritySection';

/** The edge: the network. Hooks, forms and the contracts' ky client are real. */
type Answer = { status: number; body: unknown };
const fetchMock = vi.fn<(input: Request | URL | string, init?: RequestInit) => Promise<Response>>();
let answers: Record<string, Answer>;
let sent: Array<{ path: string; body: unknown }>;

const OFF: TotpStatus = { enabled: false, enabled_at: null, pending: false, required: false, recovery_codes_left: 0 };
const ON: TotpStatus = {
  enabled: true,
  enabled_at: '2026-04-20T08:00:00.000Z',
  pending: false,
  required: false,
  recovery_codes_left: 10,
};
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i + 2}-fghj${i + 2}`);
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0h1v1H0z"/></svg>';

const status = (value: TotpStatus): Answer => ({ status: 200, body: { data: value } });

beforeEach(() => {
  sent = [];
  answers = {
    'GET /api/admin/totp': status(OFF),
    'POST /api/admin/totp/setup': {
      status: 200,
      body: { data: { secret: SECRET, uri: `otpauth://totp/x?secret=${SECRET}`, qr_svg: SVG } },
    },
    'POST /api/admin/totp/enable': {
      status: 200,
      body: { data: { recovery_codes: CODES, status: ON } },
    },
  };
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    if (request.method !== 'GET') sent.push({ path, body: await request.json().catch(() => null) });
    const answer = answers[`${request.method} ${path}`] ?? { status: 404, body: { message: 'Nav atrasts.' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  signIn(1, { is_admin: true });
});

afterEach(() => vi.unstubAllGlobals());

const renderSection = () => renderAt('/admin/drosiba', '/admin/drosiba/*', <SecuritySection />).router;

describe("'Drošība': turning the second factor on", () => {
  it('shows the key as a QR code and as text, turns on with the first code, and shows the ten recovery codes once', async () => {
    const user = userEvent.setup();
    renderSection();
    expect(screen.getByRole('heading', { level: 1, name: 'Drošība' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Divpakāpju pārbaude ir izslēgta' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ieslēgt divpakāpju pārbaudi' }));

    const qr = await screen.findByRole('img', { name: 'QR kods autentifikatora lietotnei' });
    expect(decodeURIComponent(qr.getAttribute('src')!)).toContain(SVG);
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(sent).toEqual([{ path: '/api/admin/totp/setup', body: {} }]);

    await user.type(screen.getByLabelText(/^Kods no autentifikatora lietotnes/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Apstiprināt un ieslēgt' }));
    const heading = await screen.findByRole('heading', { name: 'Rezerves kodi' });
    expect(sent.at(-1)).toEqual({ path: '/api/admin/totp/enable', body: { code: '123456' } });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const list = screen.getByRole('list', { name: 'Rezerves kodi' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);

    await user.click(screen.getByRole('button', { name: 'Gatavs, kodi saglabāti' }));
    expect(await screen.findByRole('heading', { name: 'Divpakāpju pārbaude ir ieslēgta' })).toBeVisible();
    expect(screen.getByText('10 no 10')).toBeVisible();
    expect(screen.queryByText(CODES[0]!)).not.toBeInTheDocument();
  });

  it("puts the server's answer to a wrong code under the field and stays on the key", async () => {
    answers['POST /api/admin/totp/enable'] = {
      status: 422,
      body: { message: 'x', errors: { code: [SECURITY_MESSAGES.codeWrong] } },
    };
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Ieslēgt divpakāpju pārbaudi' }));
    const field = await screen.findByLabelText(/^Kods no autentifikatora lietotnes/);
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Apstiprināt un ieslēgt' }));
    const message = await screen.findByText(SECURITY_MESSAGES.codeWrong);
    expect(field.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByTestId('totp-secret')).toBeVisible();
  });

  it('checks the code before sending: six digits', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Ieslēgt divpakāpju pārbaudi' }));
    await user.type(await screen.findByLabelText(/^Kods no autentifikatora lietotnes/), '12a');
    await user.click(screen.getByRole('button', { name: 'Apstiprināt un ieslēgt' }));
    expect(await screen.findByText(SECURITY_MESSAGES.codeFormat)).toBeVisible();
    expect(sent.map((call) => call.path)).toEqual(['/api/admin/totp/setup']);
  });

  it('says when the state cannot be loaded, and tries again', async () => {
    answers['GET /api/admin/totp'] = { status: 500, body: { message: 'Servera kļūda' } };
    renderSection();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Neizdevās ielādēt divpakāpju pārbaudes stāvokli.',
    );
    answers['GET /api/admin/totp'] = status(OFF);
    await userEvent.click(screen.getByRole('button', { name: 'Mēģināt vēlreiz' }));
    expect(await screen.findByRole('heading', { name: 'Divpakāpju pārbaude ir izslēgta' })).toBeVisible();
  });
});

describe("'Drošība': when it is on", () => {
  it('gives new recovery codes with a recovery code as proof', async () => {
    answers['GET /api/admin/totp'] = status({ ...ON, recovery_codes_left: 2 });
    answers['POST /api/admin/totp/recovery-codes'] = {
      status: 200,
      body: { data: { recovery_codes: CODES, status: ON } },
    };
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText('Rezerves kodi drīz beigsies: izveido jaunus.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Jauni rezerves kodi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jauni rezerves kodi' });
    await user.click(within(dialog).getByRole('button', { name: 'Nav piekļuves lietotnei? Ievadīt rezerves kodu' }));
    await user.type(within(dialog).getByLabelText(/^Rezerves kods/), 'ABCDE-FGHJK');
    await user.click(within(dialog).getByRole('button', { name: 'Izveidot jaunus kodus' }));
    expect(await screen.findByRole('heading', { name: 'Rezerves kodi' })).toBeVisible();
    expect(sent.at(-1)).toEqual({ path: '/api/admin/totp/recovery-codes', body: { recovery_code: 'abcdefghjk' } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('turns off with the current code where it is optional', async () => {
    answers['GET /api/admin/totp'] = status(ON);
    answers['POST /api/admin/totp/disable'] = status(OFF);
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Izslēgt divpakāpju pārbaudi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Izslēgt divpakāpju pārbaudi' });
    await user.type(within(dialog).getByLabelText(/^Kods no autentifikatora lietotnes/), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Izslēgt' }));
    expect(await screen.findByRole('heading', { name: 'Divpakāpju pārbaude ir izslēgta' })).toBeVisible();
    expect(sent.at(-1)).toEqual({ path: '/api/admin/totp/disable', body: { code: '654321' } });
  });

  it('offers no way to turn it off where it is required', async () => {
    answers['GET /api/admin/totp'] = status({ ...ON, required: true });
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Divpakāpju pārbaude ir ieslēgta' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Izslēgt divpakāpju pārbaudi' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pāriet uz citu lietotni' })).toBeVisible();
  });
});

describe('the administration where the second factor is required', () => {
  it("sends an administrator without it from any section to 'Drošība', which says why", async () => {
    answers['GET /api/admin/totp'] = status({ ...OFF, required: true });
    const { router } = renderAt('/admin/lietotaji', '/admin/*', <AdminPage />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/drosiba'));
    expect(await screen.findByRole('note')).toHaveProperty(
      'textContent',
      expect.stringContaining('administratoriem divpakāpju pārbaude ir obligāta'),
    );
  });

  it('lets an administrator with it open the sections', async () => {
    answers['GET /api/admin/totp'] = status({ ...ON, required: true });
    const { router } = renderAt('/admin/lietotaji', '/admin/*', <AdminPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lietotāji' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/lietotaji');
  });
});
