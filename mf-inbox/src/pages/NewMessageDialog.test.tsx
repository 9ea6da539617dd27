import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getMessage, listMessages, markMessageSeen, sendMessage } from '@portal/contracts/api/messages';
import type * as usersApi from '@portal/contracts/api/users';
import { getInboxStatistics, listUsers } from '@portal/contracts/api/users';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { httpError } from '@portal/shared-ui/testing/fixtures';
import { ANNA, JANIS, makeMessage, makePublicUser } from '@portal/shared-ui/testing/messages';
import { paged } from '../testing/fixtures';
import { renderAt, signIn, signOut } from '@portal/shared-ui/testing/render';
import InboxPage from './InboxPage';
import NewMessageDialog from './NewMessageDialog';

// The edge: the API calls. Everything from the dialog down to the shared-ui components is real.
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

const janis = makePublicUser();
/** A list that names the sender too: the form must still not offer her. */
const anna = makePublicUser({ id: ANNA.id, name: ANNA.name, first_name: 'Anna', last_name: 'Ozola' });
const sent = makeMessage({ id: 50, sender_id: ANNA.id, sender: ANNA, recipient_id: JANIS.id, recipient: JANIS });

beforeEach(() => {
  signIn(ANNA.id);
  vi.mocked(listUsers).mockResolvedValue(paged([anna, janis]));
  vi.mocked(listMessages).mockResolvedValue(paged([]));
  vi.mocked(getMessage).mockResolvedValue(sent);
  vi.mocked(markMessageSeen).mockResolvedValue();
  vi.mocked(sendMessage).mockResolvedValue(sent);
  vi.mocked(getInboxStatistics).mockResolvedValue({ newCommentsCount: 0, newMessagesCount: 0 });
});

afterEach(() => {
  vi.clearAllMocks();
  useNotifications.getState().clear();
  signOut();
});

/** The dialog as the shell's DialogHost shows it, over the messages inbox. */
function renderDialog(recipient?: typeof janis) {
  const onClose = vi.fn();
  const view = renderAt(
    '/inbox/messages',
    '/inbox/*',
    <>
      <InboxPage />
      <NewMessageDialog onClose={onClose} {...(recipient ? { recipient } : {})} />
    </>,
  );
  return { ...view, onClose, dialog: within(screen.getByRole('dialog', { name: 'Sūtīt ziņu' })) };
}

describe("new message dialog 'Sūtīt ziņu'", () => {
  it('finds teachers as you type and never offers the sender', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    const picker = dialog.getByRole('combobox', { name: /Adresāts/ });
    expect(picker).toHaveFocus();
    await user.type(picker, 'ann');
    expect(await dialog.findByRole('option', { name: 'Jānis Kalniņš (Rīgas 1. vidusskola)' })).toBeVisible();
    expect(listUsers).toHaveBeenLastCalledWith({ s: 'ann' });
    expect(dialog.queryByRole('option', { name: /Anna Ozola/ })).not.toBeInTheDocument();
    expect(dialog.getAllByRole('option')).toHaveLength(1);
  });

  it("starts with the teacher whose profile opened it and keeps 'Sūtīt' disabled while the message is empty", async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog(janis);
    expect(dialog.getByRole('combobox', { name: /Adresāts/ })).toHaveValue('Jānis Kalniņš');
    // The recipient is there already: writing starts at the subject.
    expect(dialog.getByRole('textbox', { name: /Temats/ })).toHaveFocus();
    const send = dialog.getByRole('button', { name: 'Sūtīt' });
    expect(send).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: /Temats/ }), 'Sveiks');
    expect(send).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: /Ziņa/ }), '  ');
    expect(send).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: /Ziņa/ }), 'Labdien!');
    expect(send).toBeEnabled();
  });

  it('sends, closes and reloads the thread list from page 1', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog(janis);
    await screen.findByText('Šobrīd nav nevienas ziņas');
    expect(listMessages).toHaveBeenCalledTimes(1);
    vi.mocked(listMessages).mockResolvedValue(paged([{ ...sent, seen_by_sender: true }]));
    await user.type(dialog.getByRole('textbox', { name: /Temats/ }), 'Laboratorijas darbs');
    await user.type(dialog.getByRole('textbox', { name: /Ziņa/ }), 'Sveiks!\nVai drīkstu izmantot?');
    await user.click(dialog.getByRole('button', { name: 'Sūtīt' }));

    expect(sendMessage).toHaveBeenCalledWith({
      recipient_id: JANIS.id,
      subject: 'Laboratorijas darbs',
      message: 'Sveiks!\nVai drīkstu izmantot?',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(listMessages).toHaveBeenCalledTimes(2));
    expect(listMessages).toHaveBeenLastCalledWith({ page: 1, query: undefined });
    expect(await screen.findByRole('link', { name: /Jānis Kalniņš/ })).toBeVisible();
    expect(useNotifications.getState().items.map((n) => n.title)).toEqual(['Ziņa nosūtīta!']);
  });

  it('says what is missing in Latvian and sends nothing', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.type(dialog.getByRole('textbox', { name: /Ziņa/ }), 'Labdien!');
    await user.click(dialog.getByRole('button', { name: 'Sūtīt' }));
    expect(await dialog.findByText('Obligāti jāaizpilda adresāts.')).toBeVisible();
    expect(dialog.getByText('Obligāti jāaizpilda temats.')).toBeVisible();
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it('says under the message that it holds at most 5000 characters, and sends nothing longer', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog(janis);
    await user.type(dialog.getByRole('textbox', { name: /Temats/ }), 'Garš teksts');
    const message = dialog.getByRole('textbox', { name: /Ziņa/ });
    await user.click(message);
    await user.paste('😀'.repeat(5001));
    await user.click(dialog.getByRole('button', { name: 'Sūtīt' }));
    expect(await dialog.findByText('Ziņai atļautas ne vairāk kā 5000 rakstzīmes.')).toBeVisible();
    expect(message).toHaveAccessibleDescription('Ziņai atļautas ne vairāk kā 5000 rakstzīmes.');
    expect(sendMessage).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('tells the rate limit (429) in Latvian and stays open', async () => {
    vi.mocked(sendMessage).mockRejectedValue(httpError(429, {}));
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog(janis);
    await user.type(dialog.getByRole('textbox', { name: /Temats/ }), 'Vēl');
    await user.type(dialog.getByRole('textbox', { name: /Ziņa/ }), 'Vēl viena');
    await user.click(dialog.getByRole('button', { name: 'Sūtīt' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Pārāk daudz pieprasījumu. Mēģini vēlāk.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closes with 'Aizvērt' without sending", async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog();
    await user.click(dialog.getByRole('button', { name: 'Aizvērt' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(sendMessage).not.toHaveBeenCalled();
  });
});
