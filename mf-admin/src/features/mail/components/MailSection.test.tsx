import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminMailEndpoints } from '@portal/contracts/endpoints/admin/mail';
import type { AdminMail, MailStatus } from '@portal/contracts/schemas/admin/mail';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { answer, refuse, type Sent } from '@portal/shared-ui/testing/network';
import { renderAt, signIn, signOut } from '@portal/shared-ui/testing/render';
import { pagedAnswer } from '../../../testing/paged';
import MailSection from './MailSection';

const mail = (id: number, status: MailStatus, overrides: Partial<AdminMail> = {}): AdminMail => ({
  id,
  recipient: `sanemejs${id}@skola.lv`,
  subject: `Vēstule ${id}`,
  status,
  attempts: status === 'failed' ? 8 : 1,
  last_error: status === 'failed' ? '550 Mailbox unavailable' : null,
  created_at: '2026-03-01T08:00:00.000Z',
  next_attempt_at: status === 'pending' ? '2026-03-01T09:00:00.000Z' : null,
  sent_at: status === 'sent' ? '2026-03-01T08:01:00.000Z' : null,
  failed_at: status === 'failed' ? '2026-03-01T10:00:00.000Z' : null,
  ...overrides,
});

const counts = { failed: 2, pending: 1, sent: 0 };

// The lists the section asked for and the retries it posted, per test.
let lists: Sent[];
let retries: Sent<typeof adminMailEndpoints.retry>[];

beforeEach(() => {
  signIn(1);
  lists = answer(adminMailEndpoints.list, ({ query: { status = 'failed' } }) => {
    const rows = {
      failed: [mail(1, 'failed', { subject: 'Paroles atjaunošana' }), mail(2, 'failed')],
      pending: [mail(3, 'pending')],
      sent: [],
    };
    return pagedAnswer(rows[status as MailStatus], {}, { counts });
  });
  retries = answer(adminMailEndpoints.retry, ({ body }) => ({
    data: { retried: body.id === undefined ? [1, 2] : [Number(body.id)] },
  }));
});

afterEach(() => {
  useNotifications.getState().clear();
  signOut();
});

const renderMail = (path = '/admin/pasts') => renderAt(path, '/admin/pasts/*', <MailSection />);

describe("'Pasts'", () => {
  it('lists the failed mail first, with its error and dates, and the counts in the tabs', async () => {
    renderMail();
    expect(screen.getByRole('heading', { level: 1, name: 'Pasts' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Vēstules, kuras neizdevās nosūtīt' });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByText('sanemejs1@skola.lv')).toBeVisible();
    expect(within(first!).getByText('Paroles atjaunošana')).toBeVisible();
    expect(within(first!).getByText('550 Mailbox unavailable')).toBeVisible();
    expect(within(first!).getByText('Neizdevās')).toBeVisible();
    const tabs = within(screen.getByRole('navigation', { name: 'Vēstuļu statuss' }));
    expect(tabs.getByRole('link', { name: 'Neizdevušās (2)' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Gaida (1)' })).toHaveAttribute('href', '/admin/pasts?status=pending');
    expect(screen.getByText('2 vēstules neizdevās nosūtīt.')).toBeVisible();
    expect(document.body.textContent).not.toContain('undefined');
  });

  it('sends one failed mail again from its row', async () => {
    const user = userEvent.setup();
    renderMail();
    await user.click(
      await screen.findByRole('button', {
        name: 'Sūtīt vēlreiz vēstuli „Paroles atjaunošana” saņēmējam sanemejs1@skola.lv',
      }),
    );
    await waitFor(() => expect(retries.map((sent) => sent.body)).toEqual([{ id: 1 }]));
    await waitFor(() =>
      expect(useNotifications.getState().items.map((item) => item.text)).toEqual([
        'Vēstule saņēmējam sanemejs1@skola.lv tiks sūtīta vēlreiz.',
      ]),
    );
    await waitFor(() => expect(lists.length).toBeGreaterThan(1));
  });

  it('sends every failed mail again at once', async () => {
    const user = userEvent.setup();
    renderMail();
    await user.click(await screen.findByRole('button', { name: 'Sūtīt vēlreiz visas' }));
    // Every failed mail: a body without an id.
    await waitFor(() => expect(retries.map((sent) => sent.body)).toEqual([{}]));
    await waitFor(() => expect(useNotifications.getState().items[0]?.text).toBe('2 vēstules tiks sūtītas vēlreiz.'));
  });

  it('tells when the server refuses to send a mail again', async () => {
    refuse(adminMailEndpoints.retry, 422, {
      body: {
        message: 'Norādītie dati nav derīgi.',
        errors: { id: ['Šī vēstule nav starp neizdevušajām: to vairs nevar sūtīt vēlreiz.'] },
      },
    });
    const user = userEvent.setup();
    renderMail();
    await user.click((await screen.findAllByRole('button', { name: /^Sūtīt vēlreiz vēstuli/ }))[1]!);
    await waitFor(() =>
      expect(useNotifications.getState().items[0]).toMatchObject({
        type: 'error',
        title: 'Vēstuli neizdevās ielikt rindā',
        text: 'Norādītie dati nav derīgi.',
      }),
    );
  });

  it('shows the waiting mail with its next attempt and no retry, and an empty tab in words', async () => {
    renderMail('/admin/pasts?status=pending');
    const table = await screen.findByRole('table', { name: 'Vēstules, kas gaida sūtīšanu' });
    expect(within(table).getByText('Nākamais mēģinājums')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Sūtīt vēlreiz/ })).not.toBeInTheDocument();
    expect(lists.map((sent) => sent.query)).toEqual([{ status: 'pending', page: '1' }]);
  });

  it('says in words when a tab has no mail', async () => {
    renderMail('/admin/pasts?status=sent');
    expect(await screen.findByText('Pēdējā nedēļā nav nosūtīta neviena vēstule.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failure to load with a way to try again', async () => {
    refuse(adminMailEndpoints.list, 500, { once: true });
    renderMail();
    expect(await screen.findByText('Vēstuļu sarakstu neizdevās ielādēt.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: /Mēģināt vēlreiz/ }));
    expect(await screen.findByRole('table', { name: 'Vēstules, kuras neizdevās nosūtīt' })).toBeVisible();
  });
});
