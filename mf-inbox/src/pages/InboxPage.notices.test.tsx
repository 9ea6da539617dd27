import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as usersApi from '@portal/contracts/api/users';
import { getInboxStatistics, listUserComments } from '@portal/contracts/api/users';
import { listNotices, markNoticeSeen } from '@portal/contracts/api/reports';
import type { Notice } from '@portal/contracts/schemas/reports';
import { httpError } from '@portal/shared-ui/testing/fixtures';
import { renderAt, signIn, signOut } from '@portal/shared-ui/testing/render';
import { NOTICES_LOAD_ERROR, NOTICES_TITLE, MORE_NOTICES } from '../features/notices/components/NoticesPanel';
import { paged } from '../testing/fixtures';
import InboxPage from './InboxPage';

// The edge: the API calls. Everything from the page down to the shared-ui components is real.
vi.mock('@portal/contracts/api/users', async (importOriginal) => ({
  ...(await importOriginal<typeof usersApi>()),
  listUserComments: vi.fn(),
  markCommentSeen: vi.fn(),
  getInboxStatistics: vi.fn(),
}));
vi.mock('@portal/contracts/api/reports', () => ({ listNotices: vi.fn(), markNoticeSeen: vi.fn() }));
vi.mock('@portal/contracts/api/messages', () => ({
  listMessages: vi.fn(async () => ({ data: [], meta: { current_page: 1, last_page: 1, total: 0, per_page: 20 } })),
  getMessage: vi.fn(),
  sendMessage: vi.fn(),
  markMessageSeen: vi.fn(),
}));

const hidden: Notice = {
  id: 11,
  kind: 'material.hidden',
  text: 'Administrators paslēpa tavu materiālu „Oma likums”: to redzi tikai tu un administratori. Iemesls: Kopēts.',
  material: { id: 101, title: 'Oma likums' },
  comment_id: null,
  created_at: '2025-10-05T09:00:00.000Z',
  seen: false,
};
const deleted: Notice = {
  id: 10,
  kind: 'comment.deleted',
  text: 'Administrators izdzēsa tavu komentāru pie materiāla „Gaismas laušana”. Iemesls: Aizskaroši.',
  material: { id: 102, title: 'Gaismas laušana' },
  comment_id: null,
  created_at: '2025-10-01T09:00:00.000Z',
  seen: true,
};

beforeEach(() => {
  signIn(5);
  vi.mocked(listUserComments).mockResolvedValue(paged([]));
  vi.mocked(getInboxStatistics).mockResolvedValue({ newCommentsCount: 0, newMessagesCount: 0, newNoticesCount: 1 });
  vi.mocked(listNotices).mockResolvedValue(paged([hidden, deleted]));
  vi.mocked(markNoticeSeen).mockResolvedValue();
});

afterEach(() => {
  vi.clearAllMocks();
  signOut();
});

const renderInbox = (path = '/inbox/comments') => renderAt(path, '/inbox/*', <InboxPage />);
const panel = async () => within(await screen.findByRole('region', { name: /Paziņojumi/ }));

describe("the inbox's notices", () => {
  it('shows the moderation notices above the comments, the unseen one marked with the material linked', async () => {
    renderInbox();
    const notices = await panel();
    expect(notices.getByRole('heading', { level: 2 })).toHaveTextContent(`${NOTICES_TITLE}1 jauns`);
    const [first, second] = notices.getAllByRole('listitem');
    expect(first).toHaveTextContent(hidden.text);
    expect(first).toHaveTextContent('05/10/2025');
    expect(within(first!).getByRole('link', { name: 'Oma likums' })).toHaveAttribute('href', '/material/101');
    expect(within(first!).getByRole('button', { name: 'Redzēts' })).toBeVisible();
    // A deleted comment's notice links nowhere and is seen already.
    expect(second).toHaveTextContent(deleted.text);
    expect(within(second!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();
    // The comments list follows the notices.
    expect(await screen.findByText('Tev nav neviena komentāra :(')).toBeVisible();
  });

  it('marks a notice seen and counts the inbox badge again', async () => {
    renderInbox();
    const notices = await panel();
    await userEvent.click(notices.getByRole('button', { name: 'Redzēts' }));
    await waitFor(() => expect(markNoticeSeen).toHaveBeenCalledWith(11));
    await waitFor(() => expect(notices.queryByRole('button', { name: 'Redzēts' })).not.toBeInTheDocument());
    expect(notices.getByRole('heading', { level: 2 })).toHaveTextContent(/^Paziņojumi$/);
  });

  it('shows no notices box to a teacher who has none', async () => {
    vi.mocked(listNotices).mockResolvedValue(paged([]));
    renderInbox();
    expect(await screen.findByText('Tev nav neviena komentāra :(')).toBeVisible();
    await waitFor(() => expect(listNotices).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: /Paziņojumi/ })).not.toBeInTheDocument();
    expect(screen.queryByText(NOTICES_TITLE)).not.toBeInTheDocument();
  });

  it('loads more notices on request, and offers a retry when they cannot be loaded', async () => {
    vi.mocked(listNotices)
      .mockRejectedValueOnce(httpError(500, { message: 'Servera kļūda' }))
      .mockResolvedValueOnce(paged([hidden], { last_page: 2, total: 2 }))
      .mockResolvedValueOnce(paged([deleted], { current_page: 2, last_page: 2, total: 2 }));
    renderInbox();
    expect(await screen.findByText(NOTICES_LOAD_ERROR)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Mēģināt vēlreiz' }));
    const notices = await panel();
    await userEvent.click(notices.getByRole('button', { name: MORE_NOTICES }));
    await waitFor(() => expect(notices.getAllByRole('listitem')).toHaveLength(2));
    expect(listNotices).toHaveBeenLastCalledWith(2);
    expect(notices.queryByRole('button', { name: MORE_NOTICES })).not.toBeInTheDocument();
  });

  it('is not on the messages tab', async () => {
    renderInbox('/inbox/messages');
    expect(await screen.findByText('Šobrīd nav nevienas ziņas')).toBeVisible();
    expect(listNotices).not.toHaveBeenCalled();
  });
});
