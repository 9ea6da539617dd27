import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getMaterial, listComments, recordView } from '@portal/contracts/api/materials';
import { reportItem } from '@portal/contracts/api/reports';
import { moderateItem } from '@portal/contracts/api/admin/reports';
import { MODERATION_MESSAGES } from '@portal/contracts/schemas/admin/reports';
import { REPORT_MESSAGES } from '@portal/contracts/schemas/reports';
import { HIDDEN_COMMENT_TEXT } from '@portal/shared-ui/components/CommentItem';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { makeComment } from '@portal/shared-ui/testing/comments';
import { httpError, makeMaterial } from '@portal/shared-ui/testing/fixtures';
import { renderAt, signIn, signOut } from '@portal/shared-ui/testing/render';
import { paged } from '../testing/fixtures';
import MaterialPage from './MaterialPage';

// The edge: the API calls. Everything from the page down to the shared-ui components is real.
vi.mock('@portal/contracts/api/materials', () => ({
  getMaterial: vi.fn(),
  recordView: vi.fn(),
  previewUrl: vi.fn(),
  downloadUrl: vi.fn(),
  deleteMaterial: vi.fn(),
  setLiked: vi.fn(),
  setBookmarked: vi.fn(),
  listComments: vi.fn(),
  createComment: vi.fn(),
}));
vi.mock('@portal/contracts/api/reports', () => ({ reportItem: vi.fn() }));
vi.mock('@portal/contracts/api/admin/reports', () => ({ moderateItem: vi.fn() }));

const OWNER = 7;
const material = makeMaterial({ id: 101, owner_id: OWNER, owner: { id: OWNER, avatar: null } });
const HIDDEN = { at: '2025-10-05T09:00:00.000Z', reason: 'Kopēts no mācību grāmatas.' };

beforeEach(() => {
  vi.mocked(getMaterial).mockResolvedValue(material);
  vi.mocked(recordView).mockResolvedValue();
  vi.mocked(listComments).mockResolvedValue(paged([makeComment({ id: 901, user_id: 8 })]));
});

afterEach(() => {
  vi.clearAllMocks();
  useNotifications.getState().clear();
  signOut();
});

const renderMaterial = () => renderAt('/material/101', '/material/:id', <MaterialPage />);
const notices = () => useNotifications.getState().items.map((n) => n.title);
const REPORT = 'Ziņot par pārkāpumu';

describe('reporting on the material page', () => {
  it('sends a teacher’s report with its reason and explanation, checked before it goes, then thanks', async () => {
    signIn(5);
    vi.mocked(reportItem).mockResolvedValue({
      id: 1,
      item_type: 'material',
      item_id: 101,
      reason: 'other',
      created_at: '2025-10-05T09:00:00.000Z',
    });
    renderMaterial();
    await userEvent.click(await screen.findByRole('button', { name: REPORT }));
    const dialog = screen.getByRole('dialog', { name: REPORT });
    const reasons = within(dialog).getByRole('group', { name: /Iemesls/ });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Autortiesību pārkāpums', 'Nepiemērots saturs', 'Surogātpasts (spams)', 'Nepareiza kategorija', 'Cits']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Nosūtīt ziņojumu' }));
    expect(await within(dialog).findByText(REPORT_MESSAGES.reasonRequired)).toBeVisible();
    await userEvent.click(within(reasons).getByRole('radio', { name: 'Cits' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nosūtīt ziņojumu' }));
    expect(await within(dialog).findByText(REPORT_MESSAGES.messageRequired)).toBeVisible();
    expect(reportItem).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Paskaidrojums/ }), 'Saite ved uz reklāmu.');
    expect(within(dialog).getByText('Atlikušās rakstzīmes: 979')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nosūtīt ziņojumu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reportItem).toHaveBeenCalledWith('material', 101, { reason: 'other', message: 'Saite ved uz reklāmu.' });
    expect(notices()).toContain(REPORT_MESSAGES.sent);
  });

  it('keeps the dialog open with the server’s word when the teacher has reported it already', async () => {
    signIn(5);
    vi.mocked(reportItem).mockRejectedValue(httpError(409, { message: REPORT_MESSAGES.duplicateMaterial }));
    renderMaterial();
    await userEvent.click(await screen.findByRole('button', { name: REPORT }));
    const dialog = screen.getByRole('dialog', { name: REPORT });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Surogātpasts (spams)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nosūtīt ziņojumu' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REPORT_MESSAGES.duplicateMaterial);
    expect(notices()).not.toContain(REPORT_MESSAGES.sent);
  });

  it('reports a comment from its own “Ziņot” button', async () => {
    signIn(5);
    vi.mocked(reportItem).mockResolvedValue({
      id: 2,
      item_type: 'comment',
      item_id: 901,
      reason: 'spam',
      created_at: '2025-10-05T09:00:00.000Z',
    });
    renderMaterial();
    await userEvent.click(await screen.findByRole('button', { name: /^Ziņot par pārkāpumu: komentāru/ }));
    const dialog = screen.getByRole('dialog', { name: REPORT });
    expect(dialog).toHaveTextContent('Tu ziņo par komentāru (Jānis Kalniņš).');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Surogātpasts (spams)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nosūtīt ziņojumu' }));
    await waitFor(() => expect(reportItem).toHaveBeenCalledWith('comment', 901, { reason: 'spam', message: '' }));
  });

  it('is not offered to the material’s owner (on the material), to a comment’s author, or to a visitor', async () => {
    signIn(OWNER);
    vi.mocked(listComments).mockResolvedValue(paged([makeComment({ id: 902, user_id: OWNER })]));
    renderMaterial();
    await screen.findByRole('heading', { level: 1 });
    await screen.findByText(makeComment().message);
    expect(screen.queryByRole('button', { name: /Ziņot/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Paslēpt/ })).not.toBeInTheDocument();
  });
});

describe('a hidden material and comment', () => {
  it('shows its owner a clear “Paslēpts” notice with the reason', async () => {
    signIn(OWNER);
    vi.mocked(getMaterial).mockResolvedValue({ ...material, hidden: HIDDEN });
    renderMaterial();
    const note = await screen.findByRole('note', { name: 'Paslēpts' });
    expect(note).toHaveTextContent('to redzi tikai tu un administratori');
    expect(note).toHaveTextContent('Iemesls: Kopēts no mācību grāmatas.');
    expect(within(note).getByRole('link', { name: 'raksti portāla komandai' })).toHaveAttribute('href', '/sazinies');
  });

  it('marks a hidden comment for its author, without “Atbildēt”', async () => {
    signIn(8);
    vi.mocked(listComments).mockResolvedValue(
      paged([makeComment({ id: 903, user_id: 8, hidden: { at: HIDDEN.at, reason: 'Aizskaroši.' } })]),
    );
    renderMaterial();
    expect(await screen.findByText(HIDDEN_COMMENT_TEXT)).toBeVisible();
    expect(screen.getByText(/Iemesls: Aizskaroši\./)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Atbildēt/ })).not.toBeInTheDocument();
  });
});

describe('an administrator on the material page', () => {
  beforeEach(() => signIn(1, { is_admin: true }));

  it('hides the material with a required reason, told to the owner', async () => {
    vi.mocked(moderateItem).mockResolvedValue({
      item_type: 'material',
      item_id: 101,
      action: 'hide',
      hidden: HIDDEN,
      deleted: false,
      resolved: 0,
    });
    renderMaterial();
    expect(await screen.findByRole('button', { name: 'Paslēpt' })).toBeVisible();
    expect(screen.queryByRole('button', { name: REPORT })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Paslēpt' }));
    const dialog = screen.getByRole('dialog', { name: 'Paslēpt materiālu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Paslēpt' }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.reasonRequired)).toBeVisible();
    expect(moderateItem).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Iemesls/ }), HIDDEN.reason);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Paslēpt' }));
    await waitFor(() => expect(moderateItem).toHaveBeenCalledWith('material', 101, 'hide', HIDDEN.reason));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notices()).toContain('Paslēpts!');
    // The page asks again for the material, now hidden.
    await waitFor(() => expect(getMaterial).toHaveBeenCalledTimes(2));
  });

  it('restores a hidden material, and hides a comment from its own button', async () => {
    vi.mocked(getMaterial).mockResolvedValue({ ...material, hidden: HIDDEN });
    vi.mocked(moderateItem).mockResolvedValue({
      item_type: 'material',
      item_id: 101,
      action: 'restore',
      hidden: null,
      deleted: false,
      resolved: 0,
    });
    renderMaterial();
    expect(await screen.findByRole('note', { name: 'Paslēpts' })).toHaveTextContent(
      'Šo materiālu redz tikai tā autors un administratori.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Atjaunot' }));
    await waitFor(() => expect(moderateItem).toHaveBeenCalledWith('material', 101, 'restore', undefined));
    expect(notices()).toContain('Atjaunots!');

    await userEvent.click(screen.getByRole('button', { name: /^Paslēpt: komentāru/ }));
    const dialog = screen.getByRole('dialog', { name: 'Paslēpt komentāru' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Iemesls/ }), 'Aizskaroši.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Paslēpt' }));
    await waitFor(() => expect(moderateItem).toHaveBeenCalledWith('comment', 901, 'hide', 'Aizskaroši.'));
  });
});
