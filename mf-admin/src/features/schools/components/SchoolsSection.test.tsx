import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminSchoolEndpoints } from '@portal/contracts/endpoints/admin/schools';
import type { AdminSchool } from '@portal/contracts/schemas/admin/schools';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { answer, refuse, type Sent } from '@portal/shared-ui/testing/network';
import { renderAt, signIn, signOut } from '@portal/shared-ui/testing/render';
import { pagedAnswer } from '../../../testing/paged';
import SchoolsSection from './SchoolsSection';

const school = (id: number, title: string, users = 0): AdminSchool => ({
  id,
  title,
  users_count: users,
  created_at: '2026-03-04T10:00:00.000Z',
});
const cesis = school(1, 'Cēsu Valsts ģimnāzija', 21);
const riga = school(2, 'Rīgas 64. vidusskola', 3);

// The lists the section asked for, per test.
let lists: Sent[];

beforeEach(() => {
  signIn(1, { name: 'Admins Ozols' });
  lists = answer(adminSchoolEndpoints.list, ({ query: { page = '1', q = '' } }) => {
    if (q) return pagedAnswer([cesis].filter((s) => s.title.toLowerCase().includes(q.toLowerCase())));
    return page === '1'
      ? pagedAnswer([cesis, riga], { last_page: 2, total: 3 })
      : pagedAnswer([school(3, 'Valmieras tehnikums')], { current_page: 2, last_page: 2, total: 3 });
  });
});

afterEach(() => {
  useNotifications.getState().clear();
  signOut();
});

const renderSchools = (path = '/admin/skolas') =>
  renderAt(path, '/admin/skolas/*', <SchoolsSection />, { showPath: true });

describe("'Skolas'", () => {
  it('lists a page of schools with their teachers and pages on', async () => {
    const { router } = renderSchools();
    expect(screen.getByRole('heading', { level: 1, name: 'Skolas' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Skolas' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'NosaukumsSkolotājiPievienotaDarbības',
      'Cēsu Valsts ģimnāzija21 skolotājs04/03/2026Pārdēvēt',
      'Rīgas 64. vidusskola3 skolotāji04/03/2026Pārdēvēt',
    ]);
    expect(screen.getByText('Sarakstā ir 3 skolas')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: '2. lapa' }));
    expect(await screen.findByRole('cell', { name: 'Valmieras tehnikums' })).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(lists.at(-1)?.query).toEqual({ page: '2' }));
  });

  it('searches as the administrator types, from the first page, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { router } = renderSchools('/admin/skolas?page=2');
    await screen.findByRole('cell', { name: 'Valmieras tehnikums' });
    await user.type(screen.getByRole('searchbox', { name: 'Meklēt skolu' }), 'cēsu');
    expect(await screen.findByRole('table', { name: 'Skolas, kuru nosaukumā ir „cēsu”' })).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?q=c%C4%93su'));
    await waitFor(() => expect(lists.at(-1)?.query).toEqual({ page: '1', q: 'cēsu' }));
    await user.clear(screen.getByRole('searchbox', { name: 'Meklēt skolu' }));
    await user.type(screen.getByRole('searchbox', { name: 'Meklēt skolu' }), 'xyz{Enter}');
    expect(await screen.findByText('Neviena skola neatbilst meklētajam.')).toBeVisible();
  });

  it('shows a failure with a way to try again', async () => {
    refuse(adminSchoolEndpoints.list, 500, { once: true });
    renderSchools();
    expect(await screen.findByText('Skolu sarakstu neizdevās ielādēt.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: /Mēģināt vēlreiz/ }));
    expect(await screen.findByRole('cell', { name: 'Cēsu Valsts ģimnāzija' })).toBeVisible();
  });

  it('adds a school, showing the rules and the server’s refusal under the title', async () => {
    const user = userEvent.setup();
    // The first title is refused, the next one saved.
    const created = answer(adminSchoolEndpoints.create, { data: school(9, 'Siguldas Valsts ģimnāzija') });
    const refused = refuse(adminSchoolEndpoints.create, 422, {
      body: { message: 'Norādītie dati nav derīgi.', errors: { title: ['Skola ar šādu nosaukumu jau ir sarakstā.'] } },
      once: true,
    });
    renderSchools();
    await screen.findByRole('table', { name: 'Skolas' });
    await user.click(screen.getByRole('button', { name: 'Pievienot skolu' }));
    const dialog = screen.getByRole('dialog', { name: 'Pievienot skolu' });
    const title = within(dialog).getByRole('textbox', { name: /Nosaukums/ });
    await waitFor(() => expect(title).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Saglabāt' }));
    expect(await within(dialog).findByText('Obligāti jāaizpilda nosaukums.')).toBeVisible();
    expect([...refused, ...created]).toHaveLength(0);

    await user.type(title, 'cēsu valsts ģimnāzija');
    await user.click(within(dialog).getByRole('button', { name: 'Saglabāt' }));
    expect(await within(dialog).findByText('Skola ar šādu nosaukumu jau ir sarakstā.')).toBeVisible();

    await user.clear(title);
    await user.type(title, '  Siguldas   Valsts ģimnāzija ');
    await user.click(within(dialog).getByRole('button', { name: 'Saglabāt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(refused.map((sent) => sent.body)).toEqual([{ title: 'cēsu valsts ģimnāzija' }]);
    expect(created.map((sent) => sent.body)).toEqual([{ title: 'Siguldas Valsts ģimnāzija' }]);
    await waitFor(() =>
      expect(useNotifications.getState().items.map((item) => [item.title, item.text])).toEqual([
        ['Skola pievienota', 'Siguldas Valsts ģimnāzija'],
      ]),
    );
    // The list is asked again.
    await waitFor(() => expect(lists.length).toBeGreaterThan(1));
  });

  it('renames a school from its row, starting from its title', async () => {
    const user = userEvent.setup();
    const renames = answer(adminSchoolEndpoints.rename, { data: school(2, 'Rīgas 64. vidusskola (RV)') });
    renderSchools();
    await user.click(await screen.findByRole('button', { name: 'Pārdēvēt „Rīgas 64. vidusskola”' }));
    const dialog = screen.getByRole('dialog', { name: 'Pārdēvēt skolu' });
    const title = within(dialog).getByRole('textbox', { name: /Nosaukums/ });
    expect(title).toHaveValue('Rīgas 64. vidusskola');
    await user.type(title, ' (RV)');
    await user.click(within(dialog).getByRole('button', { name: 'Saglabāt' }));
    await waitFor(() =>
      expect(renames.map(({ params, body }) => ({ params, body }))).toEqual([
        { params: { id: '2' }, body: { title: 'Rīgas 64. vidusskola (RV)' } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(useNotifications.getState().items[0]?.title).toBe('Skola pārdēvēta'));
  });
});
