import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { disableUser, listAdminUsers, refuseUser, runUserAction } from '@portal/contracts/api/admin/users';
import { httpError } from '@portal/shared-ui/testing/fixtures';
import { renderAt, signIn, signOut } from '@portal/shared-ui/testing/render';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { makeAdminUser, paged } from '../../../testing/fixtures';
import UsersSection from './UsersSection';

// The edge: the API calls. Everything from the section down to the shared-ui components is real.
vi.mock('@portal/contracts/api/admin/users', () => ({
  listAdminUsers: vi.fn(),
  runUserAction: vi.fn(),
  refuseUser: vi.fn(),
  disableUser: vi.fn(),
}));

const gaida = makeAdminUser();
const unverified = makeAdminUser({
  id: 42,
  first_name: 'Ruta',
  last_name: 'Vēlāk',
  email: 'ruta@skola.lv',
  verified: false,
  school: null,
  note: null,
});
const anna = makeAdminUser({
  id: 5,
  first_name: 'Anna',
  last_name: 'Ozola',
  email: 'anna@example.lv',
  enabled: true,
  approved_at: '2026-01-10T08:00:00.000Z',
  actions: ['disable', 'admin', 'reset'],
});
const self = makeAdminUser({
  id: 1,
  first_name: 'Zane',
  last_name: 'Bērziņa',
  email: 'zane@skola.lv',
  enabled: true,
  is_admin: true,
  totp: true,
  actions: ['reset'],
});

beforeEach(() => {
  signIn(1);
  vi.mocked(listAdminUsers).mockImplementation(async ({ status }) =>
    status === 'pending' ? paged([gaida, unverified]) : status === 'admin' ? paged([self]) : paged([anna, self]),
  );
  vi.mocked(runUserAction).mockResolvedValue(anna);
});

afterEach(() => {
  vi.clearAllMocks();
  useNotifications.getState().clear();
  signOut();
});

const renderUsers = (path = '/admin/lietotaji') => renderAt(path, '/admin/lietotaji/*', <UsersSection />);
const table = () => within(screen.getByRole('table'));
const rowOf = (name: string) =>
  within(
    table()
      .getByRole('cell', { name: new RegExp(name) })
      .closest('tr')!,
  );

describe("'Lietotāji'", () => {
  it('opens on the registration requests with their justification, school and e-mail state', async () => {
    renderUsers();
    expect(await screen.findByRole('table', { name: 'Gaida apstiprinājumu (2)' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Lietotāji' })).toBeVisible();
    const row = rowOf('Gaida Apstiprinājumu');
    expect(row.getByText('gaida@skola.lv')).toBeVisible();
    expect(row.getByText('E-pasts apstiprināts')).toBeVisible();
    expect(row.getByText('Cēsu Valsts ģimnāzija')).toBeVisible();
    expect(row.getByText('Mūsu skola neizmanto ne Mykoob, ne E-klasi.')).toBeVisible();
    expect(row.getByText('02/03/2026')).toBeVisible();
    expect(rowOf('Ruta Vēlāk').getByText('E-pasts nav apstiprināts')).toBeVisible();
    expect(table().getByRole('columnheader', { name: 'Pamatojums' })).toBeVisible();
    const tabs = within(screen.getByRole('navigation', { name: 'Lietotāju saraksti' }));
    expect(tabs.getByRole('link', { name: 'Gaida apstiprinājumu (2)' })).toHaveAttribute('aria-current', 'page');
    expect(listAdminUsers).toHaveBeenCalledWith({ status: 'pending', q: undefined, page: 1 });
  });

  it('has a link of its own for every tab, and lists that tab from the address', async () => {
    const user = userEvent.setup();
    const { router } = renderUsers();
    await screen.findByRole('table');
    const tabs = within(screen.getByRole('navigation', { name: 'Lietotāju saraksti' }));
    expect(tabs.getByRole('link', { name: 'Aktīvie' })).toHaveAttribute('href', '/admin/lietotaji?statuss=aktivi');
    expect(tabs.getByRole('link', { name: 'Atslēgtie' })).toHaveAttribute('href', '/admin/lietotaji?statuss=atslegti');
    await user.click(tabs.getByRole('link', { name: 'Administratori' }));
    await waitFor(() => expect(router.state.location.search).toBe('?statuss=administratori'));
    expect(await screen.findByRole('table', { name: 'Administratori (1)' })).toBeVisible();
    await waitFor(() => expect(listAdminUsers).toHaveBeenLastCalledWith({ status: 'admin', q: undefined, page: 1 }));
    expect(tabs.getByRole('link', { name: 'Administratori' })).toHaveAttribute('aria-current', 'page');
    expect(table().queryByRole('columnheader', { name: 'Pamatojums' })).not.toBeInTheDocument();
    expect(rowOf('Zane Bērziņa').getByText('Divpakāpju pierakstīšanās')).toBeVisible();
  });

  it('offers only the actions the server allows for each row: none that would act on oneself', async () => {
    renderUsers('/admin/lietotaji?statuss=aktivi');
    await screen.findByRole('table', { name: 'Aktīvie (2)' });
    const names = (row: ReturnType<typeof rowOf>) => row.getAllByRole('button').map((button) => button.textContent);
    expect(names(rowOf('Anna Ozola'))).toEqual(['Atslēgt', 'Iecelt par administratoru', 'Sūtīt paroles saiti']);
    expect(names(rowOf('Zane Bērziņa'))).toEqual(['Sūtīt paroles saiti']);
    expect(rowOf('Anna Ozola').getByRole('button', { name: 'Atslēgt: Anna Ozola' })).toBeVisible();
  });

  it('searches by name or e-mail through the address, from the first page', async () => {
    const user = userEvent.setup();
    const { router } = renderUsers('/admin/lietotaji?statuss=aktivi&page=3');
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Vārds, uzvārds vai e-pasts' }), 'ozola');
    await user.click(screen.getByRole('button', { name: 'Meklēt' }));
    await waitFor(() => expect(router.state.location.search).toBe('?statuss=aktivi&q=ozola'));
    await waitFor(() => expect(listAdminUsers).toHaveBeenLastCalledWith({ status: 'active', q: 'ozola', page: 1 }));
  });

  it('pages through a long tab', async () => {
    vi.mocked(listAdminUsers).mockImplementation(async ({ page = 1 }) =>
      paged([page === 1 ? gaida : unverified], { current_page: page, last_page: 2, total: 21 }),
    );
    const user = userEvent.setup();
    const { router } = renderUsers();
    await screen.findByRole('cell', { name: /Gaida Apstiprinājumu/ });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Lietotāju saraksta lapas' })).getByRole('button', {
        name: '2. lapa',
      }),
    );
    expect(await screen.findByRole('cell', { name: /Ruta Vēlāk/ })).toBeVisible();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('says so when a tab or a search is empty, and when the list cannot be loaded', async () => {
    vi.mocked(listAdminUsers).mockResolvedValue(paged([]));
    renderUsers('/admin/lietotaji?statuss=atslegti');
    expect(await screen.findByText('Neviens konts nav atslēgts.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says that nothing matches a search', async () => {
    vi.mocked(listAdminUsers).mockResolvedValue(paged([]));
    renderUsers('/admin/lietotaji?q=nav%20t%C4%81da');
    expect(await screen.findByText('Neviens konts neatbilst meklējumam „nav tāda”.')).toBeVisible();
  });

  it('offers a retry when the list fails', async () => {
    vi.mocked(listAdminUsers).mockRejectedValueOnce(httpError(500)).mockRejectedValueOnce(httpError(500));
    const user = userEvent.setup();
    renderUsers();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Neizdevās ielādēt lietotājus.');
    await user.click(within(alert).getByRole('button', { name: 'Mēģināt vēlreiz' }));
    expect(await screen.findByRole('cell', { name: /Gaida Apstiprinājumu/ })).toBeVisible();
  });
});

describe("'Lietotāji': actions", () => {
  it('approves after the confirmation, shows a notice and lists the tab again', async () => {
    const user = userEvent.setup();
    renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Apstiprināt: Gaida Apstiprinājumu' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Apstiprināt kontu?' }));
    expect(dialog.getByText(/Gaida Apstiprinājumu \(gaida@skola.lv\) varēs pierakstīties portālā/)).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Atcelt' })).toHaveFocus());
    const calls = vi.mocked(listAdminUsers).mock.calls.length;
    await user.click(dialog.getByRole('button', { name: 'Apstiprināt' }));
    await waitFor(() => expect(runUserAction).toHaveBeenCalledWith(41, 'approve'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(useNotifications.getState().items).toMatchObject([
        {
          type: 'success',
          title: 'Konts apstiprināts',
          text: 'Gaida Apstiprinājumu saņems e-pastu un varēs pierakstīties.',
        },
      ]),
    );
    await waitFor(() => expect(vi.mocked(listAdminUsers).mock.calls.length).toBeGreaterThan(calls));
  });

  it("'Atcelt' closes the dialog and does nothing", async () => {
    const user = userEvent.setup();
    renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Apstiprināt: Gaida Apstiprinājumu' }));
    await user.click(screen.getByRole('button', { name: 'Atcelt' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(runUserAction).not.toHaveBeenCalled();
  });

  it('refuses only with a reason, which it sends', async () => {
    vi.mocked(refuseUser).mockResolvedValue({ id: 41, email: 'gaida@skola.lv', refused: true });
    const user = userEvent.setup();
    renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Noraidīt: Gaida Apstiprinājumu' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Noraidīt reģistrācijas pieprasījumu?' }));
    const reason = dialog.getByRole('textbox', { name: /Iemesls/ });
    await waitFor(() => expect(reason).toHaveFocus());
    await user.click(dialog.getByRole('button', { name: 'Noraidīt' }));
    expect(
      await dialog.findByText('Obligāti jānorāda atteikuma iemesls: tas tiks nosūtīts personai e-pastā.'),
    ).toBeVisible();
    expect(refuseUser).not.toHaveBeenCalled();
    await user.type(reason, 'Konts jāpieprasa caur skolu.');
    expect(dialog.getByText('Atlikušās rakstzīmes: 972')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Noraidīt' }));
    await waitFor(() => expect(refuseUser).toHaveBeenCalledWith(41, { reason: 'Konts jāpieprasa caur skolu.' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(useNotifications.getState().items[0]).toMatchObject({
        title: 'Pieprasījums noraidīts',
        text: 'Iemesls nosūtīts uz gaida@skola.lv.',
      }),
    );
  });

  it('disables with or without a reason', async () => {
    vi.mocked(disableUser).mockResolvedValue({ ...anna, disabled: true, actions: ['enable'] });
    const user = userEvent.setup();
    renderUsers('/admin/lietotaji?statuss=aktivi');
    await user.click(await screen.findByRole('button', { name: 'Atslēgt: Anna Ozola' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Atslēgt kontu?' }));
    expect(dialog.getByText(/tiks izrakstīts visās ierīcēs uzreiz/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Atslēgt' }));
    await waitFor(() => expect(disableUser).toHaveBeenCalledWith(5, { reason: '' }));
    await waitFor(() => expect(useNotifications.getState().items[0]?.title).toBe('Konts atslēgts'));
  });

  it("shows the server's Latvian refusal in the dialog and keeps it open", async () => {
    const refusal =
      'Šis ir vienīgais administrators, kas var pierakstīties: portāls nevar palikt bez administratora. Vispirms iecel citu administratoru.';
    vi.mocked(runUserAction).mockRejectedValue(httpError(409, { message: refusal }));
    const user = userEvent.setup();
    renderUsers('/admin/lietotaji?statuss=aktivi');
    await user.click(await screen.findByRole('button', { name: 'Iecelt par administratoru: Anna Ozola' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Iecelt par administratoru?' }));
    await user.click(dialog.getByRole('button', { name: 'Iecelt' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(useNotifications.getState().items).toEqual([]);
  });

  it('sends a password-reset link after saying where it goes', async () => {
    const user = userEvent.setup();
    renderUsers('/admin/lietotaji?statuss=aktivi');
    await user.click(await screen.findByRole('button', { name: 'Sūtīt paroles saiti: Anna Ozola' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Sūtīt paroles atjaunošanas saiti?' }));
    expect(dialog.getByText(/Uz anna@example.lv tiks nosūtīta saite/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Sūtīt' }));
    await waitFor(() => expect(runUserAction).toHaveBeenCalledWith(5, 'reset'));
    await waitFor(() =>
      expect(useNotifications.getState().items[0]).toMatchObject({
        title: 'Saite nosūtīta',
        text: 'Paroles atjaunošanas saite nosūtīta uz anna@example.lv.',
      }),
    );
  });
});
