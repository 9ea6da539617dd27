import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminAuditEndpoints } from '@portal/contracts/endpoints/admin/audit';
import { answer, refuse, type Sent } from '@portal/shared-ui/testing/network';
import { renderAt, signIn, signOut } from '@portal/shared-ui/testing/render';
import { auditPage, makeAuditEntry } from '../../../testing/fixtures';
import AuditSection from './AuditSection';

// The edge: the API's answers over HTTP. Everything from the section down to the client is real.

const disabled = makeAuditEntry();
const added = makeAuditEntry({
  id: 6,
  actor: { id: null, label: 'komandrinda' },
  action: 'user.add',
  item_id: '41',
  before: null,
  after: { email: 'jauna@skola.lv', is_admin: true },
  created_at: '2026-03-03T08:05:00.000Z',
});
const renamed = makeAuditEntry({
  id: 5,
  actor: { id: 2, label: 'Jānis Kalniņš <janis@skola.lv>' },
  action: 'school.rename',
  item_type: 'school',
  item_id: '9',
  before: { title: 'Cesu gimnazija' },
  after: { title: 'Cēsu Valsts ģimnāzija' },
});

// The pages of the log the section asked for, per test.
let lists: Sent[];

beforeEach(() => {
  signIn(1);
  lists = answer(adminAuditEndpoints.list, auditPage([disabled, added, renamed]));
});

afterEach(() => signOut());

const renderAudit = (path = '/admin/zurnals') => renderAt(path, '/admin/zurnals/*', <AuditSection />);
const rowOf = (text: string) => within(screen.getByRole('cell', { name: new RegExp(text) }).closest('tr')!);

describe("'Žurnāls'", () => {
  it('lists who did what to which item and when, with each changed field as was → now', async () => {
    renderAudit();
    expect(await screen.findByRole('table', { name: 'Žurnāla ieraksti (3)' })).toBeVisible();
    const row = rowOf('Lietotājs: atslēgts');
    expect(row.getByRole('cell', { name: /^04\/03\/2026 \d\d:\d\d$/ })).toBeVisible();
    expect(
      row.getByRole('link', { name: 'Zane Bērziņa <zane@skola.lv> (rādīt tikai šīs personas darbības)' }),
    ).toHaveAttribute('href', '/admin/zurnals?kas=1');
    expect(row.getByText('user.disable')).toBeVisible();
    expect(row.getByRole('cell', { name: 'Lietotājs Nr. 41' })).toBeVisible();
    const changes = row.getAllByRole('listitem').map((item) => item.textContent);
    expect(changes[0]).toMatch(/^Atslēgts: bija — → {2}tagad 04\/03\/2026 \d\d:\d\d$/);
    expect(changes[1]).toBe('Atslēgšanas iemesls: bija — →  tagad Mēstules');

    // Created: only what it is now. The command line is nobody to filter by.
    const created = rowOf('Lietotājs: pievienots');
    expect(created.getByText('komandrinda')).toBeVisible();
    expect(created.queryByRole('link')).not.toBeInTheDocument();
    expect(created.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'E-pasts: jauna@skola.lv',
      'Administrators: jā',
    ]);
    // An action this screen does not name yet is shown by its code.
    expect(rowOf('school.rename').getByText('Nosaukums:')).toBeVisible();
    // No filter: only the page travels.
    expect(lists.map((sent) => sent.query)).toEqual([{ page: '1' }]);
  });

  it('filters by action, item type and search together, in the address, and shows everything again', async () => {
    const user = userEvent.setup();
    const { router } = renderAudit();
    await screen.findByRole('table');
    const form = within(screen.getByRole('search', { name: 'Atlasīt žurnāla ierakstus' }));
    expect(form.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Visas darbības',
      'school.rename',
      'Lietotājs: pievienots',
      'Lietotājs: atslēgts',
      'Visi veidi',
      'Skola',
      'Lietotājs',
    ]);
    await user.selectOptions(form.getByRole('combobox', { name: 'Darbība' }), 'user.disable');
    await user.selectOptions(form.getByRole('combobox', { name: 'Ieraksta veids' }), 'user');
    await user.type(form.getByRole('searchbox', { name: /Meklēt/ }), 'mēstules');
    // Nothing is asked before 'Atlasīt'.
    expect(lists).toHaveLength(1);
    await user.click(form.getByRole('button', { name: 'Atlasīt' }));
    await waitFor(() => expect(router.state.location.search).toBe('?darbiba=user.disable&veids=user&q=m%C4%93stules'));
    await waitFor(() =>
      expect(lists.at(-1)?.query).toEqual({ page: '1', q: 'mēstules', action: 'user.disable', item_type: 'user' }),
    );
    await user.click(screen.getByRole('button', { name: 'Rādīt visu' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("shows one person's actions from their name", async () => {
    const user = userEvent.setup();
    const { router } = renderAudit();
    await user.click(await screen.findByRole('link', { name: /^Jānis Kalniņš/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?kas=2'));
    await waitFor(() => expect(lists.at(-1)?.query).toEqual({ page: '1', actor_id: '2' }));
    expect(await screen.findByRole('button', { name: 'Rādīt visu' })).toBeVisible();
  });

  it('pages through the log', async () => {
    answer(adminAuditEndpoints.list, ({ query }) => {
      const page = Number(query.page ?? 1);
      return auditPage([page === 1 ? disabled : renamed], { current_page: page, last_page: 3, total: 41 });
    });
    const user = userEvent.setup();
    const { router } = renderAudit();
    await screen.findByRole('cell', { name: /Lietotājs: atslēgts/ });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Žurnāla lapas' })).getByRole('button', { name: '2. lapa' }),
    );
    expect(await screen.findByRole('cell', { name: /school.rename/ })).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });

  it('says when the log is empty', async () => {
    answer(adminAuditEndpoints.list, auditPage([]));
    renderAudit();
    expect(await screen.findByText('Žurnālā vēl nav neviena ieraksta.')).toBeVisible();
  });

  it('says that nothing matches the filters', async () => {
    answer(adminAuditEndpoints.list, auditPage([]));
    renderAudit('/admin/zurnals?darbiba=user.refuse');
    expect(await screen.findByText('Neviens ieraksts neatbilst atlasei.')).toBeVisible();
    // The filter from the address stays chosen though the log holds no such action.
    expect(screen.getByRole('combobox', { name: 'Darbība' })).toHaveValue('user.refuse');
  });

  it('offers a retry when the log cannot be loaded', async () => {
    refuse(adminAuditEndpoints.list, 500, { once: true });
    const user = userEvent.setup();
    renderAudit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Neizdevās ielādēt žurnālu.');
    await user.click(within(alert).getByRole('button', { name: 'Mēģināt vēlreiz' }));
    expect(await screen.findByRole('table')).toBeVisible();
  });
});
