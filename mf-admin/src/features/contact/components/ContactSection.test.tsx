import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminContactEndpoints } from '@portal/contracts/endpoints/admin/contact';
import type { AdminContactMessage } from '@portal/contracts/schemas/admin/contact';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { answer, refuse, type Sent } from '@portal/shared-ui/testing/network';
import { renderAt, signIn, signOut } from '@portal/shared-ui/testing/render';
import { pagedAnswer } from '../../../testing/paged';
import ContactSection from './ContactSection';

const message = (id: number, overrides: Partial<AdminContactMessage> = {}): AdminContactMessage => ({
  id,
  first_name: 'Ieva',
  last_name: 'Liepiņa',
  email: 'ieva@example.lv',
  topic: 'Kā pievienot materiālu?',
  message: 'Labdien!\nKur atrodama poga?',
  created_at: '2026-03-02T09:30:00.000Z',
  answered_at: null,
  answered_by: null,
  ...overrides,
});

const fresh = message(7);
const done = message(3, {
  topic: 'Paldies',
  first_name: 'Jānis',
  last_name: 'Bērziņš',
  email: 'janis@example.lv',
  message: null,
  answered_at: '2026-03-03T12:00:00.000Z',
  answered_by: { id: 1, name: 'Admins Ozols' },
});

// The lists the section asked for and the marks it saved, per test.
let lists: Sent[];
let marks: Sent[];

beforeEach(() => {
  signIn(1);
  lists = answer(adminContactEndpoints.list, ({ query: { status = 'new', q = '' } }) => {
    const rows = (status === 'new' ? [fresh] : [done]).filter((m) => !q || m.topic.includes(q));
    return pagedAnswer(rows, {}, { counts: { new: 1, answered: 1 } });
  });
  marks = answer(adminContactEndpoints.markAnswered, ({ params, body }) => ({
    data: message(
      Number(params.id),
      body.answered ? { answered_at: '2026-03-04T08:00:00.000Z', answered_by: { id: 1, name: 'Admins Ozols' } } : {},
    ),
  }));
});

afterEach(() => {
  useNotifications.getState().clear();
  signOut();
});

const renderContact = (path = '/admin/sazina') => renderAt(path, '/admin/sazina/*', <ContactSection />);

describe("'Saziņa'", () => {
  it('lists the new messages first, with the counts in the tabs', async () => {
    renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Saziņa' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Jaunās ziņas, jaunākās augšā' });
    expect(within(table).getByText('Ieva Liepiņa')).toBeVisible();
    expect(within(table).getByText('ieva@example.lv')).toBeVisible();
    expect(within(table).getByText('Kā pievienot materiālu?')).toBeVisible();
    const tabs = within(screen.getByRole('navigation', { name: 'Ziņu statuss' }));
    expect(tabs.getByRole('link', { name: 'Jaunās (1)' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Atbildētās (1)' })).toHaveAttribute('href', '/admin/sazina?status=answered');
    expect(lists.map((sent) => sent.query)).toEqual([{ status: 'new', page: '1' }]);
  });

  it('opens a message in full with a reply link about its topic, and marks it answered', async () => {
    const user = userEvent.setup();
    renderContact();
    await user.click(
      await screen.findByRole('button', { name: 'Atvērt ziņu „Kā pievienot materiālu?” no Ieva Liepiņa' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Kā pievienot materiālu?' });
    expect(within(dialog).getByText(/Kur atrodama poga\?/)).toBeVisible();
    const reply = 'mailto:ieva@example.lv?subject=Re%3A%20K%C4%81%20pievienot%20materi%C4%81lu%3F';
    expect(within(dialog).getByRole('link', { name: 'ieva@example.lv' })).toHaveAttribute('href', reply);
    expect(within(dialog).getByRole('link', { name: 'Atbildēt e-pastā' })).toHaveAttribute('href', reply);
    await user.click(within(dialog).getByRole('button', { name: 'Atzīmēt kā atbildētu' }));
    await waitFor(() =>
      expect(marks.map(({ params, body }) => ({ params, body }))).toEqual([
        { params: { id: '7' }, body: { answered: true } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(useNotifications.getState().items[0]?.title).toBe('Ziņa atzīmēta kā atbildēta'));
    await waitFor(() => expect(lists.length).toBeGreaterThan(1));
  });

  it('shows who answered and when, and can mark a message not answered again', async () => {
    const user = userEvent.setup();
    renderContact('/admin/sazina?status=answered');
    const table = await screen.findByRole('table', { name: 'Atbildētās ziņas, pēdējās atbildētās augšā' });
    expect(within(table).getByText(/\(Admins Ozols\)/)).toBeVisible();
    await user.click(within(table).getByRole('button', { name: /^Atvērt ziņu „Paldies”/ }));
    const dialog = screen.getByRole('dialog', { name: 'Paldies' });
    expect(within(dialog).getByText('Ziņas teksts netika uzrakstīts.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Atzīmēt kā neatbildētu' }));
    await waitFor(() =>
      expect(marks.map(({ params, body }) => ({ params, body }))).toEqual([
        { params: { id: '3' }, body: { answered: false } },
      ]),
    );
  });

  it('keeps the dialog open and says why when the mark cannot be saved', async () => {
    refuse(adminContactEndpoints.markAnswered, 404, { body: { message: 'Nav atrasts.' } });
    const user = userEvent.setup();
    renderContact();
    await user.click(await screen.findByRole('button', { name: /^Atvērt ziņu/ }));
    await user.click(screen.getByRole('button', { name: 'Atzīmēt kā atbildētu' }));
    await waitFor(() =>
      expect(useNotifications.getState().items[0]).toMatchObject({ type: 'error', text: 'Nav atrasts.' }),
    );
    expect(screen.getByRole('dialog', { name: 'Kā pievienot materiālu?' })).toBeVisible();
  });

  it('searches, and says so when nothing matches', async () => {
    const user = userEvent.setup();
    const { router } = renderContact();
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Meklēt ziņas' }), 'nekas{Enter}');
    expect(await screen.findByText('Neviena ziņa neatbilst meklētajam.')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?q=nekas'));
  });

  it('says when there are no new messages', async () => {
    answer(adminContactEndpoints.list, pagedAnswer([], {}, { counts: { new: 0, answered: 4 } }));
    renderContact();
    expect(await screen.findByText('Jaunu ziņu nav: uz visām ir atbildēts.')).toBeVisible();
  });

  it('shows a failure to load with a way to try again', async () => {
    refuse(adminContactEndpoints.list, 500, { once: true });
    renderContact();
    expect(await screen.findByText('Ziņas neizdevās ielādēt.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: /Mēģināt vēlreiz/ }));
    expect(await screen.findByRole('table')).toBeVisible();
  });
});
