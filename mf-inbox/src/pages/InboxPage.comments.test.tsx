import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as usersApi from '@portal/contracts/api/users';
import { getInboxStatistics, listUserComments, markCommentSeen } from '@portal/contracts/api/users';
import { makeComment } from '@portal/shared-ui/testing/comments';
import { paged } from '../testing/fixtures';
import { renderAt, signIn, signOut } from '@portal/shared-ui/testing/render';
import { StatsProbe } from '../testing/StatsProbe';
import InboxPage from './InboxPage';

// The edge: the API calls. Everything from the page down to the shared-ui components is real.
vi.mock('@portal/contracts/api/users', async (importOriginal) => ({
  ...(await importOriginal<typeof usersApi>()),
  listUserComments: vi.fn(),
  markCommentSeen: vi.fn(),
  getInboxStatistics: vi.fn(),
}));
// The moderation notices above the comments (issue 19): none here (InboxPage.notices.test.tsx has them).
vi.mock('@portal/contracts/api/reports', () => ({
  listNotices: vi.fn(async () => ({ data: [], meta: { current_page: 1, last_page: 1, total: 0, per_page: 20 } })),
  markNoticeSeen: vi.fn(),
}));

const unseen = makeComment({ id: 901, seen_by_recipient: false });
const seen = makeComment({
  id: 902,
  message: 'Vai ir arī atbilžu lapa?',
  author: { id: 9, name: 'Līga Bērziņa', avatar: null },
  user_id: 9,
  seen_by_recipient: true,
  material: { id: 102, title: 'Gaismas laušana', owner_id: 5, basic_type: 'powerpoint' },
});
const pseudonym = makeComment({
  id: 903,
  message: 'Paldies par jautājumu!',
  author: { id: null, name: 'Fizikas skolotāja', avatar: null },
  user_id: null,
  seen_by_recipient: true,
});

beforeEach(() => {
  signIn(5);
  vi.mocked(listUserComments).mockResolvedValue(paged([unseen, seen, pseudonym]));
  vi.mocked(markCommentSeen).mockResolvedValue();
  vi.mocked(getInboxStatistics).mockResolvedValue({ newCommentsCount: 1, newMessagesCount: 0 });
});

afterEach(() => {
  vi.clearAllMocks();
  signOut();
});

const renderComments = (path = '/inbox/comments') =>
  renderAt(
    path,
    '/inbox/*',
    <>
      <StatsProbe />
      <InboxPage />
    </>,
  );

const item = (text: string) => screen.getByText(text).closest('li')!;

describe('comments inbox', () => {
  it('shows each comment with its author linked to the profile, the date and the material with its type', async () => {
    renderComments();
    expect(await screen.findByText(unseen.message)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Komentāri' })).toHaveAttribute('aria-current', 'page');
    const first = within(item(unseen.message));
    expect(first.getByRole('link', { name: 'Jānis Kalniņš' })).toHaveAttribute('href', '/profiles/8');
    expect(first.getByRole('link', { name: 'PDF fails Oma likums' })).toHaveAttribute('href', '/material/101');
    expect(first.getByText('03/10/2025')).toBeVisible();
    const second = within(item(seen.message));
    expect(second.getByRole('link', { name: 'PowerPoint fails Gaismas laušana' })).toHaveAttribute(
      'href',
      '/material/102',
    );
  });

  it('links no profile for an answer signed with a pseudonym', async () => {
    renderComments();
    await screen.findByText(pseudonym.message);
    const answer = within(item(pseudonym.message));
    expect(answer.getByText('Fizikas skolotāja')).toBeVisible();
    expect(answer.queryByRole('link', { name: 'Fizikas skolotāja' })).not.toBeInTheDocument();
  });

  it("offers 'Redzēts' (tooltip 'Atzīmēt kā redzētu') only on unseen comments", async () => {
    renderComments();
    await screen.findByText(unseen.message);
    const button = within(item(unseen.message)).getByRole('button', { name: 'Redzēts' });
    expect(button).toHaveAttribute('title', 'Atzīmēt kā redzētu');
    expect(within(item(seen.message)).queryByRole('button', { name: 'Redzēts' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Redzēts' })).toHaveLength(1);
  });

  it("'Redzēts' marks the comment seen, takes the highlight away and refreshes the badges", async () => {
    const user = userEvent.setup();
    renderComments();
    await screen.findByText(unseen.message);
    await waitFor(() => expect(screen.getByTestId('stats')).toHaveTextContent('Komentāri: 1'));
    vi.mocked(getInboxStatistics).mockResolvedValue({ newCommentsCount: 0, newMessagesCount: 0 });

    await user.click(screen.getByRole('button', { name: 'Redzēts' }));

    expect(markCommentSeen).toHaveBeenCalledWith(901);
    await waitFor(() => expect(screen.getByTestId('stats')).toHaveTextContent('Komentāri: 0'));
    expect(getInboxStatistics).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Redzēts' })).not.toBeInTheDocument();
  });

  it('says so when there is no comment', async () => {
    vi.mocked(listUserComments).mockResolvedValue(paged([]));
    renderComments();
    expect(await screen.findByText('Tev nav neviena komentāra :(')).toBeVisible();
  });

  it('pages through the comments with the page in the address', async () => {
    vi.mocked(listUserComments).mockResolvedValue(paged([unseen], { last_page: 3, total: 21 }));
    const user = userEvent.setup();
    const { router } = renderComments();
    await screen.findByText(unseen.message);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Komentāru lapas' })).getByRole('button', { name: /2/ }),
    );
    await waitFor(() => expect(listUserComments).toHaveBeenLastCalledWith(2));
    expect(router.state.location.search).toBe('?page=2');
  });
});
