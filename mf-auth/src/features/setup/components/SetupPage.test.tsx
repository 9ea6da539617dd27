import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETUP_MESSAGES } from '@portal/contracts/schemas/admin/setup';
import { useSession } from '@portal/shared-ui/stores/session';
import { renderAt } from '@portal/shared-ui/testing/render';
import SetupPage from './SetupPage';

/** The edge: the network. The page, the form layer and the contracts' ky client are real. */
type Answer = { status: number; body: unknown };
const fetchMock = vi.fn<(input: Request | URL | string, init?: RequestInit) => Promise<Response>>();
let linkAnswer: Answer;
let createAnswer: Answer;
let sent: Record<string, unknown> | null;
let linkAsked = 0;

const initialSession = useSession.getState();
const signIn = vi.fn<(token: string, remember: boolean) => Promise<void>>();
const TOKEN = 'Zq3-vJ9_kT0';

const reply = ({ status, body }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  sent = null;
  linkAsked = 0;
  linkAnswer = { status: 200, body: { data: { expires_at: '2026-05-02T09:30:00.000Z' } } };
  createAnswer = { status: 200, body: { token_type: 'Bearer', access_token: 'tok-first-admin', expires_in: 43200 } };
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (new URL(request.url).pathname !== `/api/setup/${TOKEN}`) return new Response('{}', { status: 404 });
    if (request.method === 'GET') {
      linkAsked += 1;
      return reply(linkAnswer);
    }
    sent = (await request.json()) as Record<string, unknown>;
    return reply(createAnswer);
  });
  vi.stubGlobal('fetch', fetchMock);
  signIn.mockReset().mockResolvedValue(undefined);
  useSession.setState({ signIn });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState(initialSession, true);
});

const renderSetup = () =>
  renderAt(`/sakotne/${TOKEN}`, '/sakotne/:token', <SetupPage />, { strict: true, showPath: true }).router;

async function fillIn(password = 'Drosa2025parole', repeat = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /^Vārds/ }), 'Inese');
  await user.type(screen.getByRole('textbox', { name: /^Uzvārds/ }), 'Kalna');
  await user.type(screen.getByRole('textbox', { name: /^E-pasts/ }), 'inese.kalna@skola.lv');
  await user.type(screen.getByLabelText(/^Parole/), password);
  await user.type(screen.getByLabelText(/^Atkārto paroli/), repeat);
  return user;
}

describe('set-up page (the first administrator)', () => {
  it('checks the link once, creates the administrator, signs them in and opens the administration', async () => {
    const router = renderSetup();
    expect(screen.getByRole('heading', { level: 1, name: 'Portāla sākotnējā iestatīšana' })).toBeInTheDocument();
    const user = await fillIn();
    expect(screen.getByText(/Saite derīga līdz/).textContent).toContain('2026');
    await user.click(screen.getByRole('button', { name: 'Izveidot administratoru' }));
    await vi.waitFor(() => expect(signIn).toHaveBeenCalledWith('tok-first-admin', false));
    expect(sent).toEqual({
      first_name: 'Inese',
      last_name: 'Kalna',
      email: 'inese.kalna@skola.lv',
      password: 'Drosa2025parole',
      password_confirmation: 'Drosa2025parole',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    // Strict mode mounts twice; the link is asked about once.
    expect(linkAsked).toBe(1);
  });

  it('checks the form before sending: a repeat that differs is shown under its field', async () => {
    renderSetup();
    const user = await fillIn('Drosa2025parole', 'Cita2025parole');
    await user.click(screen.getByRole('button', { name: 'Izveidot administratoru' }));
    expect(await screen.findByText('Paroles atkārtojums nesakrīt ar paroli.')).toBeVisible();
    expect(sent).toBeNull();
  });

  it("puts the server's 422 under its field (a published demo password in production)", async () => {
    createAnswer = { status: 422, body: { message: 'x', errors: { password: [SETUP_MESSAGES.demoPassword] } } };
    renderSetup();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Izveidot administratoru' }));
    const message = await screen.findByText(SETUP_MESSAGES.demoPassword);
    expect(screen.getByLabelText(/^Parole/).getAttribute('aria-describedby')).toContain(message.id);
    expect(signIn).not.toHaveBeenCalled();
  });

  it("says why a dead link does not work, in the server's words, and shows no form", async () => {
    linkAnswer = { status: 410, body: { message: SETUP_MESSAGES.adminExists } };
    renderSetup();
    expect((await screen.findByRole('status')).textContent).toBe(SETUP_MESSAGES.adminExists);
    expect(screen.queryByRole('button', { name: 'Izveidot administratoru' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pierakstīties' }).getAttribute('href')).toBe('/login');
  });

  it('offers to try again when the portal could not be asked', async () => {
    linkAnswer = { status: 503, body: { message: 'x' } };
    renderSetup();
    expect((await screen.findByRole('alert')).textContent).toContain('Neizdevās pārbaudīt iestatīšanas saiti');
    linkAnswer = { status: 200, body: { data: { expires_at: '2026-05-02T09:30:00.000Z' } } };
    await userEvent.click(screen.getByRole('button', { name: 'Mēģināt vēlreiz' }));
    expect(await screen.findByRole('button', { name: 'Izveidot administratoru' })).not.toBeNull();
  });
});
