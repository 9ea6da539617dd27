import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getMessage, listMessages, markMessageSeen, sendMessage } from '@portal/contracts/api/messages';
import type * as usersApi from '@portal/contracts/api/users';
import { getInboxStatistics, listUsers } from '@portal/contracts/api/users';
import type { Message } from '@portal/contracts/schemas/entities';
import { httpError } from '@portal/shared-ui/testing/fixtures';
import { ANNA, JANIS, makeMessage, makePublicUser, makeReply } from '@portal/shared-ui/testing/messages';
import { paged } from '../testing/fixtures';
import { renderAt, signIn, signOut, type RenderOptions } from '@portal/shared-ui/testing/render';
import { StatsProbe } from '../testing/StatsProbe';
import InboxPage from './InboxPage';

// The edge: the API calls. Everything from the page down to the shared-ui components is real.
vi.mock('@portal/contracts/api/messages', () => ({
  listMessages: vi.fn(),
  getMessage: vi.fn(),
  sendMessage: vi.fn(),
  markMessageSeen: vi.fn(),
}));
vi.mock('@portal/contracts/api/users', async (importOriginal) => ({
  ...(await importOriginal<typeof usersApi>()),
  listUsers: vi.fn(),
  getInboxStatistics: vi.fn(),
}));

/** Jānis wrote to Anna (the viewer) on 3 October; she answered on the 4th; his second message is unseen. */
const first = makeMessage({ id: 12, created_at: '2025-10-03T09:15:00.000Z' });
const answer = makeReply(first, { id: 13, created_at: '2025-10-04T10:00:00.000Z', message: 'Protams, izmanto droši!' });
const again = makeMessage({
  id: 14,
  reply_to_id: 12,
  created_at: '2025-10-04T11:30:00.000Z',
  message: 'Paldies!',
});
const thread: Message = { ...first, replies: [answer, again], updated_at: again.created_at, seen_by_recipient: false };
const other = makeMessage({
  id: 20,
  subject: 'Olimpiādes uzdevumi',
  sender_id: 9,
  sender: { id: 9, name: 'Līga Bērziņa', avatar: null },
  seen_by_recipient: true,
});

beforeEach(() => {
  signIn(ANNA.id);
  vi.mocked(listMessages).mockResolvedValue(paged([thread, other]));
  vi.mocked(getMessage).mockResolvedValue(thread);
  vi.mocked(markMessageSeen).mockResolvedValue();
  vi.mocked(getInboxStatistics).mockResolvedValue({ newCommentsCount: 0, newMessagesCount: 1 });
});

afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
  signOut();
});

const renderMessages = (path = '/inbox/messages', options?: RenderOptions) =>
  renderAt(
    path,
    '/inbox/*',
    <>
      <StatsProbe />
      <InboxPage />
    </>,
    options,
  );

const threads = () => within(screen.getByRole('region', { name: 'Sarakstes' }));
const openThread = () => screen.getByRole('article', { name: first.subject });

describe('messages inbox: the list', () => {
  it('lists the threads with the other party and the subject, the unread one marked', async () => {
    renderMessages();
    const link = await threads().findByRole('link', { name: /Jānis Kalniņš/ });
    expect(link).toHaveTextContent('Nelasīta: Jānis Kalniņš');
    expect(link).toHaveAttribute('href', '/inbox/messages?id=12');
    expect(threads().getByRole('link', { name: /Līga Bērziņa/ })).not.toHaveTextContent('Nelasīta');
    expect(screen.getByRole('link', { name: 'Ziņas' })).toHaveAttribute('aria-current', 'page');
    expect(listMessages).toHaveBeenCalledWith({ page: 1, query: undefined });
  });

  it("says 'Šobrīd nav nevienas ziņas' when there is none", async () => {
    vi.mocked(listMessages).mockResolvedValue(paged([]));
    renderMessages();
    expect(await screen.findByText('Šobrīd nav nevienas ziņas')).toBeVisible();
  });

  it('searches 500 ms after the last keystroke, once, from page 1', async () => {
    const user = userEvent.setup();
    let lastKey = 0;
    let searchedAt = 0;
    vi.mocked(listMessages).mockImplementation(async (params) => {
      if (params?.query) searchedAt = Date.now();
      return paged([thread]);
    });
    renderMessages();
    await threads().findByRole('link', { name: /Jānis Kalniņš/ });
    await user.type(screen.getByRole('searchbox', { name: 'Meklēt ziņās' }), 'Oma');
    lastKey = Date.now();
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Meklēt...');
    expect(listMessages).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(listMessages).toHaveBeenCalledWith({ page: 1, query: 'Oma' }), { timeout: 2000 });
    expect(searchedAt - lastKey).toBeGreaterThanOrEqual(450);
    expect(listMessages).toHaveBeenCalledTimes(2);
  });

  it('opens a thread from the list with its id in the address', async () => {
    vi.mocked(getMessage).mockResolvedValue({ ...thread, seen_by_recipient: true });
    const user = userEvent.setup();
    const { router } = renderMessages();
    await user.click(await threads().findByRole('link', { name: /Jānis Kalniņš/ }));
    expect(await screen.findByRole('article', { name: first.subject })).toBeVisible();
    expect(router.state.location.search).toBe('?id=12');
    expect(threads().getByRole('link', { name: /Jānis Kalniņš/ })).toHaveAttribute('aria-current', 'true');
  });
});

describe('messages inbox: the open thread', () => {
  it('shows the other party and the subject, and the messages grouped by day', async () => {
    renderMessages('/inbox/messages?id=12');
    const view = within(await screen.findByRole('article', { name: first.subject }));
    expect(view.getByRole('link', { name: 'Jānis Kalniņš' })).toHaveAttribute('href', '/profiles/8');
    expect(view.getByRole('heading', { level: 2, name: first.subject })).toBeVisible();
    const days = view.getAllByRole('heading', { level: 3 }).map((day) => day.textContent);
    expect(days).toEqual(['03/10/2025', '04/10/2025']);
    const fourth = within(view.getByRole('region', { name: '04/10/2025' }));
    expect(fourth.getByText('Protams, izmanto droši!')).toBeVisible();
    expect(fourth.getByText('Paldies!')).toBeVisible();
    expect(within(view.getByRole('region', { name: '03/10/2025' })).getByText(first.message)).toBeVisible();
  });

  it("marks a thread unseen by the viewer's side seen on opening and refreshes the badges", async () => {
    let seenByServer = () => {};
    vi.mocked(markMessageSeen).mockReturnValue(new Promise<void>((resolve) => (seenByServer = resolve)));
    // Strict mode runs effects twice: the thread is still marked once.
    renderMessages('/inbox/messages?id=12', { strict: true });
    await screen.findByRole('article', { name: first.subject });
    await waitFor(() => expect(markMessageSeen).toHaveBeenCalledWith(12));
    await waitFor(() => expect(screen.getByTestId('stats')).toHaveTextContent('ziņas: 1'));
    vi.mocked(getInboxStatistics).mockResolvedValue({ newCommentsCount: 0, newMessagesCount: 0 });
    vi.mocked(getMessage).mockResolvedValue({ ...thread, seen_by_recipient: true });
    seenByServer();
    await waitFor(() => expect(screen.getByTestId('stats')).toHaveTextContent('ziņas: 0'));
    expect(markMessageSeen).toHaveBeenCalledTimes(1);
  });

  it("does not mark a thread the viewer's side has seen, though the other side has not", async () => {
    // Anna started this thread: her side is seen_by_sender (true); Jānis has not read it yet.
    const own = makeMessage({
      id: 30,
      sender_id: ANNA.id,
      sender: ANNA,
      recipient_id: JANIS.id,
      recipient: JANIS,
      seen_by_sender: true,
      seen_by_recipient: false,
    });
    vi.mocked(listMessages).mockResolvedValue(paged([own]));
    vi.mocked(getMessage).mockResolvedValue(own);
    renderMessages('/inbox/messages?id=30');
    const view = within(await screen.findByRole('article', { name: own.subject }));
    expect(view.getByRole('link', { name: 'Jānis Kalniņš' })).toBeVisible();
    await threads().findByRole('link', { name: /Jānis Kalniņš/ });
    expect(markMessageSeen).not.toHaveBeenCalled();
  });

  it("keeps 'Sūtīt' disabled while the answer is empty; after sending, reloads the thread and clears the box", async () => {
    vi.mocked(getMessage).mockResolvedValue({ ...thread, seen_by_recipient: true });
    vi.mocked(sendMessage).mockResolvedValue(makeReply(thread, { id: 15, message: 'Lūdzu!' }));
    const user = userEvent.setup();
    renderMessages('/inbox/messages?id=12');
    const view = within(await screen.findByRole('article', { name: first.subject }));
    const send = view.getByRole('button', { name: 'Sūtīt' });
    const box = view.getByRole('textbox', { name: 'Atbilde' });
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'Lūdzu!');
    expect(send).toBeEnabled();
    const loads = vi.mocked(getMessage).mock.calls.length;

    await user.click(send);

    expect(sendMessage).toHaveBeenCalledWith({ reply_to_id: 12, message: 'Lūdzu!' });
    await waitFor(() => expect(box).toHaveValue(''));
    await waitFor(() => expect(vi.mocked(getMessage).mock.calls.length).toBeGreaterThan(loads));
    expect(send).toBeDisabled();
    // Answering marks the thread seen on the server: the badges are fetched again.
    await waitFor(() => expect(getInboxStatistics).toHaveBeenCalledTimes(2));
  });

  it('says under the answer that it holds at most 5000 characters, sends nothing longer and keeps the text', async () => {
    vi.mocked(getMessage).mockResolvedValue({ ...thread, seen_by_recipient: true });
    const user = userEvent.setup();
    renderMessages('/inbox/messages?id=12');
    const view = within(await screen.findByRole('article', { name: first.subject }));
    const box = view.getByRole('textbox', { name: 'Atbilde' });
    await user.click(box);
    await user.paste('ā'.repeat(5001));
    await user.click(view.getByRole('button', { name: 'Sūtīt' }));
    expect(await view.findByText('Ziņai atļautas ne vairāk kā 5000 rakstzīmes.')).toBeVisible();
    expect(box).toHaveAccessibleDescription('Ziņai atļautas ne vairāk kā 5000 rakstzīmes.');
    expect(box).toHaveValue('ā'.repeat(5001));
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it('tells a refused answer (too many messages) in Latvian and keeps the text', async () => {
    vi.mocked(getMessage).mockResolvedValue({ ...thread, seen_by_recipient: true });
    vi.mocked(sendMessage).mockRejectedValue(httpError(429, { message: 'Pārāk daudz ziņu. Mēģini vēlāk.' }));
    const user = userEvent.setup();
    renderMessages('/inbox/messages?id=12');
    const view = within(await screen.findByRole('article', { name: first.subject }));
    await user.type(view.getByRole('textbox', { name: 'Atbilde' }), 'Vēl viena');
    await user.click(view.getByRole('button', { name: 'Sūtīt' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Pārāk daudz ziņu. Mēģini vēlāk.');
    expect(view.getByRole('textbox', { name: 'Atbilde' })).toHaveValue('Vēl viena');
  });

  it('shows markup in a message as text', async () => {
    const script = '<script>window.hacked = true</script>';
    vi.mocked(getMessage).mockResolvedValue({ ...thread, message: script, seen_by_recipient: true });
    renderMessages('/inbox/messages?id=12');
    expect(await screen.findByText(script)).toBeVisible();
    expect(openThread().querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('says a thread that is not there (or not the viewer’s) is not found', async () => {
    vi.mocked(getMessage).mockRejectedValue(httpError(404));
    renderMessages('/inbox/messages?id=99');
    expect(await screen.findByText('Šāda sarakste nav atrasta.')).toBeVisible();
  });
});

describe("messages inbox: 'Jauna ziņa'", () => {
  it("toggles to 'Atcelt' with the form in place of the thread; sending closes it, opens the new thread and reloads the list from page 1", async () => {
    vi.mocked(listMessages).mockResolvedValue(paged([thread, other], { last_page: 2, total: 12 }));
    const sent = makeMessage({ id: 40, sender_id: ANNA.id, sender: ANNA, recipient_id: 9, subject: 'Sveika' });
    vi.mocked(sendMessage).mockResolvedValue(sent);
    vi.mocked(getMessage).mockResolvedValue({ ...sent, seen_by_sender: true });
    vi.mocked(listUsers).mockResolvedValue(paged([makePublicUser({ id: 9, name: 'Līga Bērziņa', school: null })]));
    const user = userEvent.setup();
    const { router } = renderMessages();
    await threads().findByRole('link', { name: /Jānis Kalniņš/ });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Sarakstu lapas' })).getByRole('button', { name: /2/ }),
    );
    await waitFor(() => expect(listMessages).toHaveBeenLastCalledWith({ page: 2, query: undefined }));

    await user.click(screen.getByRole('button', { name: 'Jauna ziņa' }));
    expect(screen.getByRole('button', { name: 'Atcelt' })).toHaveAttribute('aria-expanded', 'true');
    const form = within(screen.getByRole('region', { name: 'Sūtīt ziņu' }));
    await user.type(form.getByRole('combobox', { name: /Adresāts/ }), 'Līg');
    await user.click(await form.findByRole('option', { name: 'Līga Bērziņa' }));
    await user.type(form.getByRole('textbox', { name: /Temats/ }), 'Sveika');
    await user.type(form.getByRole('textbox', { name: /Ziņa/ }), 'Kā iet?');
    await user.click(form.getByRole('button', { name: 'Sūtīt' }));

    expect(sendMessage).toHaveBeenCalledWith({ recipient_id: 9, subject: 'Sveika', message: 'Kā iet?' });
    expect(await screen.findByRole('button', { name: 'Jauna ziņa' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Sūtīt ziņu' })).not.toBeInTheDocument();
    await waitFor(() => expect(listMessages).toHaveBeenLastCalledWith({ page: 1, query: undefined }));
    expect(router.state.location.search).toBe('?id=40');
  });

  it("'Atcelt' closes the form and shows the open thread again", async () => {
    vi.mocked(getMessage).mockResolvedValue({ ...thread, seen_by_recipient: true });
    const user = userEvent.setup();
    renderMessages('/inbox/messages?id=12');
    await screen.findByRole('article', { name: first.subject });
    await user.click(screen.getByRole('button', { name: 'Jauna ziņa' }));
    expect(screen.queryByRole('article', { name: first.subject })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Atcelt' }));
    expect(await screen.findByRole('article', { name: first.subject })).toBeVisible();
  });
});
