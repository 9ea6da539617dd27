import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listReportQueue, moderateItem } from '@portal/contracts/api/admin/reports';
import type { ModerationResult, ReportGroup } from '@portal/contracts/schemas/admin/reports';
import { MODERATION_MESSAGES } from '@portal/contracts/schemas/admin/reports';
import type { Paged } from '@portal/contracts/schemas/entities';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { httpError } from '@portal/shared-ui/testing/fixtures';
import { renderAt, signIn, signOut } from '@portal/shared-ui/testing/render';
import ReportsSection from './ReportsSection';
import { QUEUE_CAPTION, QUEUE_EMPTY, QUEUE_ERROR } from './ReportQueue';

// The edge: the API calls. Everything from the section down to the shared-ui components is real.
vi.mock('@portal/contracts/api/admin/reports', () => ({ listReportQueue: vi.fn(), moderateItem: vi.fn() }));

const material: ReportGroup = {
  item_type: 'material',
  item_id: 31,
  count: 2,
  latest_at: '2025-10-05T09:00:00.000Z',
  hidden: null,
  material: { id: 31, title: 'Oma likums', signature: 'Ilze Bērziņa', hidden: null },
  comment: null,
  reports: [
    {
      id: 2,
      reason: 'copyright',
      message: 'Nokopēts no mācību grāmatas.',
      reporter: { id: 5, name: 'Anna Ozola' },
      created_at: '2025-10-05T09:00:00.000Z',
    },
    {
      id: 1,
      reason: 'wrong_category',
      message: null,
      reporter: { id: 6, name: 'Līga Bērziņa' },
      created_at: '2025-10-04T09:00:00.000Z',
    },
  ],
};
const comment: ReportGroup = {
  item_type: 'comment',
  item_id: 77,
  count: 1,
  latest_at: '2025-10-03T09:00:00.000Z',
  hidden: null,
  material: { id: 32, title: 'Spēku prezentācija', signature: 'Fizikas Fans', hidden: null },
  comment: {
    id: 77,
    message: 'Pērc lētus apavus!',
    author: { id: 9, name: 'Pēteris Mykoobs' },
    created_at: '2025-10-02T09:00:00.000Z',
  },
  reports: [
    {
      id: 3,
      reason: 'spam',
      message: null,
      reporter: { id: 5, name: 'Anna Ozola' },
      created_at: '2025-10-03T09:00:00.000Z',
    },
  ],
};

function page(data: ReportGroup[], meta: Partial<Paged<ReportGroup>['meta']> = {}): Paged<ReportGroup> {
  return { data, meta: { current_page: 1, last_page: 1, total: data.length, per_page: 20, ...meta } };
}

const result = (values: Partial<ModerationResult>): ModerationResult => ({
  item_type: 'material',
  item_id: 31,
  action: 'hide',
  hidden: null,
  deleted: false,
  resolved: 2,
  ...values,
});

beforeEach(() => {
  signIn(1, { is_admin: true });
  vi.mocked(listReportQueue).mockResolvedValue(page([material, comment]));
});

afterEach(() => {
  vi.clearAllMocks();
  useNotifications.getState().clear();
  signOut();
});

const renderSection = (path = '/admin/zinojumi') => renderAt(path, '/admin/zinojumi/*', <ReportsSection />);
const notices = () => useNotifications.getState().items.map((n) => n.title);

describe("'Ziņojumi'", () => {
  it('shows the queue grouped per item: what was reported, the count and each report', async () => {
    renderSection();
    expect(screen.getByRole('heading', { level: 1, name: 'Ziņojumi' })).toBeVisible();
    const table = await screen.findByRole('table', { name: QUEUE_CAPTION });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Oma likums' })).toHaveAttribute('href', '/material/31');
    expect(first).toHaveTextContent('Autors: Ilze Bērziņa');
    expect(first).toHaveTextContent('2 ziņojumi');
    expect(first).toHaveTextContent('Autortiesību pārkāpums');
    expect(first).toHaveTextContent('Nokopēts no mācību grāmatas.');
    expect(first).toHaveTextContent('Nepareiza kategorija');
    expect(first).toHaveTextContent('Līga Bērziņa');
    expect(second).toHaveTextContent('Pērc lētus apavus!');
    expect(second).toHaveTextContent('1 ziņojums');
    expect(second).toHaveTextContent('Surogātpasts (spams)');
    expect(within(second!).getByRole('link', { name: 'Spēku prezentācija' })).toHaveAttribute('href', '/material/32');
    expect(listReportQueue).toHaveBeenCalledWith(1);
  });

  it('says so when nothing is waiting', async () => {
    vi.mocked(listReportQueue).mockResolvedValue(page([]));
    renderSection();
    expect(await screen.findByText(QUEUE_EMPTY)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry when the queue cannot be loaded', async () => {
    vi.mocked(listReportQueue).mockRejectedValueOnce(httpError(500, { message: 'Servera kļūda' }));
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(QUEUE_ERROR);
    await userEvent.click(screen.getByRole('button', { name: 'Mēģināt vēlreiz' }));
    expect(await screen.findByRole('table', { name: QUEUE_CAPTION })).toBeVisible();
  });

  it('pages through the queue', async () => {
    vi.mocked(listReportQueue).mockResolvedValue(page([material], { last_page: 2, total: 21 }));
    renderSection();
    await screen.findByRole('table');
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Ziņojumu lapas' })).getByRole('button', { name: '2. lapa' }),
    );
    await waitFor(() => expect(listReportQueue).toHaveBeenLastCalledWith(2));
  });

  it('hides an item with the reason the author is told, then asks for the queue again', async () => {
    vi.mocked(moderateItem).mockResolvedValue(result({ action: 'hide' }));
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Paslēpt: Materiāls „Oma likums”' }));
    const dialog = screen.getByRole('dialog', { name: 'Paslēpt materiālu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Paslēpt' }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.reasonRequired)).toBeVisible();
    expect(moderateItem).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Iemesls/ }), 'Autortiesību pārkāpums.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Paslēpt' }));
    await waitFor(() => expect(moderateItem).toHaveBeenCalledWith('material', 31, 'hide', 'Autortiesību pārkāpums.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(notices()).toContain('Paslēpts!'));
    await waitFor(() => expect(listReportQueue).toHaveBeenCalledTimes(2));
  });

  it('dismisses the reports of a comment at once, leaving the comment', async () => {
    vi.mocked(moderateItem).mockResolvedValue(result({ item_type: 'comment', item_id: 77, action: 'dismiss' }));
    renderSection();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Noraidīt ziņojumus: Komentārs (Pēteris Mykoobs)' }),
    );
    await waitFor(() => expect(moderateItem).toHaveBeenCalledWith('comment', 77, 'dismiss', undefined));
    await waitFor(() => expect(notices()).toContain('Ziņojumi noraidīti!'));
  });

  it('deletes only after a confirmation that says it cannot be undone, with a reason', async () => {
    vi.mocked(moderateItem).mockResolvedValue(result({ action: 'delete', deleted: true }));
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Dzēst: Materiāls „Oma likums”' }));
    const dialog = screen.getByRole('dialog', { name: 'Dzēst materiālu?' });
    expect(dialog).toHaveTextContent('To nevarēs atjaunot.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atcelt' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(moderateItem).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Dzēst: Materiāls „Oma likums”' }));
    const again = screen.getByRole('dialog', { name: 'Dzēst materiālu?' });
    await userEvent.type(within(again).getByRole('textbox', { name: /Iemesls/ }), 'Nelikumīgs saturs.');
    await userEvent.click(within(again).getByRole('button', { name: 'Dzēst' }));
    await waitFor(() => expect(moderateItem).toHaveBeenCalledWith('material', 31, 'delete', 'Nelikumīgs saturs.'));
    await waitFor(() => expect(notices()).toContain('Izdzēsts!'));
  });

  it('restores an item that is hidden already, and shows a refusal as an error notice', async () => {
    vi.mocked(listReportQueue).mockResolvedValue(
      page([{ ...material, hidden: { at: '2025-10-05T10:00:00.000Z', reason: 'Pārbaudām.' } }]),
    );
    vi.mocked(moderateItem).mockRejectedValueOnce(httpError(409, { message: MODERATION_MESSAGES.notHidden }));
    renderSection();
    expect(await screen.findByText('Paslēpts: Pārbaudām.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Atjaunot: Materiāls „Oma likums”' }));
    await waitFor(() => expect(notices()).toContain('Darbība neizdevās!'));
    expect(useNotifications.getState().items.find((n) => n.title === 'Darbība neizdevās!')?.text).toBe(
      MODERATION_MESSAGES.notHidden,
    );
    expect(moderateItem).toHaveBeenCalledWith('material', 31, 'restore', undefined);
  });
});
