import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type * as authApi from '@portal/contracts/api/auth';
import { providerRedirect, signInProviders } from '@portal/contracts/api/auth';
import LoginDialog from '../features/login/components/LoginDialog';
import LoginPage from '../features/login/components/LoginPage';
import RegisterDialog from '../features/register/components/RegisterDialog';
import { deferred, PROVIDERS_BOTH, PROVIDERS_MYKOOB_ONLY } from '../testing/fixtures';
import { FreshQueryClient } from '@portal/shared-ui/testing/render';
import { httpError } from '@portal/shared-ui/testing/fixtures';

// The edge: the API calls of contracts.
vi.mock('@portal/contracts/api/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof authApi>()),
  signInProviders: vi.fn(),
  providerRedirect: vi.fn(),
}));

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  vi.mocked(signInProviders).mockResolvedValue(PROVIDERS_BOTH);
  vi.mocked(providerRedirect).mockResolvedValue('https://id.mykoob.lv/authorize?state=abc');
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

function renderIn(element: ReactElement, path = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/login', element },
      { path: '*', element: <h1>Cits</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />, { wrapper: FreshQueryClient });
  return router;
}

describe('school-platform buttons in the login dialog', () => {
  it("shows the two platforms, the word 'vai', then the e-mail form", async () => {
    renderIn(<LoginDialog onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Autorizējies' });
    const platforms = await within(dialog).findByRole('group', { name: 'Ienāc ar savu skolas platformas kontu' });
    const mykoob = within(platforms).getByRole('button', { name: 'Mykoob' });
    const eklase = within(dialog).getByRole('button', { name: 'E-klase' });
    const or = within(dialog).getByText('vai');
    const email = within(dialog).getByRole('textbox', { name: 'E-pasts' });
    // Document order: platforms, 'vai', form.
    expect(mykoob.compareDocumentPosition(eklase) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(eklase.compareDocumentPosition(or) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(or.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The e-mail field has the focus when the dialog opens.
    expect(document.activeElement).toBe(email);
  });

  it("asks for the provider's address and sends the browser there", async () => {
    const address = deferred<string>();
    vi.mocked(providerRedirect).mockReturnValue(address.promise);
    renderIn(<LoginDialog onClose={vi.fn()} />);
    const mykoob = await screen.findByRole('button', { name: 'Mykoob' });
    await userEvent.click(mykoob);
    expect(providerRedirect).toHaveBeenCalledWith('mykoob');
    // While the address is on its way, the other platform waits.
    expect((screen.getByRole('button', { name: 'E-klase' }) as HTMLButtonElement).disabled).toBe(true);
    expect(mykoob.getAttribute('aria-busy')).toBe('true');
    address.resolve('https://id.mykoob.lv/authorize?state=abc');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://id.mykoob.lv/authorize?state=abc'));
  });

  it("shows a platform the operator has not configured as disabled with 'Pašlaik nav pieejams'", async () => {
    vi.mocked(signInProviders).mockResolvedValue(PROVIDERS_MYKOOB_ONLY);
    renderIn(<LoginDialog onClose={vi.fn()} />);
    const eklase = (await screen.findByRole('button', { name: 'E-klase' })) as HTMLButtonElement;
    expect(eklase.disabled).toBe(true);
    const hint = document.getElementById(eklase.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Pašlaik nav pieejams');
    expect((screen.getByRole('button', { name: 'Mykoob' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps both platforms, unavailable, when the list cannot be loaded, and the form still works', async () => {
    vi.mocked(signInProviders).mockRejectedValue(httpError(500));
    renderIn(<LoginDialog onClose={vi.fn()} />);
    const mykoob = (await screen.findByRole('button', { name: 'Mykoob' })) as HTMLButtonElement;
    expect(mykoob.disabled).toBe(true);
    expect(screen.getAllByText('Pašlaik nav pieejams')).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Ienākt' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says so when the address cannot be had, and lets the teacher try again', async () => {
    vi.mocked(providerRedirect).mockRejectedValueOnce(httpError(503));
    renderIn(<LoginDialog onClose={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'E-klase' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Neizdevās sazināties ar platformu „E-klase”. Mēģini vēlreiz.',
    );
    expect(assign).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'E-klase' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });

  it('are on the login screen too', async () => {
    renderIn(<LoginPage />, '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Autorizējies' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mykoob' })).toBeInTheDocument();
    expect(screen.getByText('vai')).toBeVisible();
  });
});

describe('school-platform buttons in the register dialog', () => {
  it('offers the platforms, the e-mail request and signing in instead', async () => {
    renderIn(<RegisterDialog onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Reģistrēties' });
    const platforms = await within(dialog).findByRole('group', {
      name: 'Reģistrējies ar savu skolas platformas kontu',
    });
    await userEvent.click(within(platforms).getByRole('button', { name: 'E-klase' }));
    expect(providerRedirect).toHaveBeenCalledWith('eklase');
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(within(dialog).getByText('vai')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Pieprasīt reģistrāciju ar e-pastu' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Jau ir konts? Autorizējies' })).toBeInTheDocument();
  });
});
