import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createComment,
  deleteMaterial,
  downloadUrl,
  getMaterial,
  listComments,
  previewUrl,
  recordView,
  setBookmarked,
  setLiked,
} from '@portal/contracts/api/materials';
import { categoryKeys } from '@portal/shared-ui/queries/categories';
import { materialKeys } from '@portal/shared-ui/queries/materials';
import { userKeys } from '@portal/shared-ui/queries/users';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { makeComment } from '@portal/shared-ui/testing/comments';
import { httpError, makeMaterial } from '@portal/shared-ui/testing/fixtures';
import { paged } from '../testing/fixtures';
import { renderAt, signIn, signOut, type RenderOptions } from '@portal/shared-ui/testing/render';
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

const OWNER = 7;
/** A signed preview address (about:blank, which the test DOM does not go out to fetch). */
const PREVIEW = 'about:blank#signature=abc';
const pdf = makeMaterial({ id: 101, owner_id: OWNER, owner: { id: OWNER, avatar: null } });

beforeEach(() => {
  signIn(5);
  vi.mocked(getMaterial).mockResolvedValue(pdf);
  vi.mocked(recordView).mockResolvedValue();
  vi.mocked(listComments).mockResolvedValue(paged([]));
  vi.mocked(previewUrl).mockResolvedValue(PREVIEW);
});

afterEach(() => {
  vi.clearAllMocks();
  useNotifications.getState().clear();
  signOut();
});

const renderMaterial = (path = '/material/101', options?: RenderOptions) =>
  renderAt(path, '/material/:id', <MaterialPage />, options);

const notices = () => useNotifications.getState().items.map((n) => n.title);

describe('material page', () => {
  it('shows the title with its type, the category path, description, date and the author linked to the profile', async () => {
    renderMaterial();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(pdf.title);
    expect(within(heading).getByRole('img', { name: 'PDF fails' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Ceļš' }));
    expect(crumbs.getByRole('link', { name: 'Sākums' })).toHaveAttribute('href', '/');
    expect(crumbs.getByRole('link', { name: '9. klase' })).toHaveAttribute('href', '/kategorija/3');
    expect(crumbs.getByRole('link', { name: 'Laboratorijas darbi' })).toHaveAttribute(
      'href',
      '/kategorija/312/materiali',
    );
    expect(screen.getByText(pdf.description!)).toBeInTheDocument();
    expect(screen.getByText('14/09/2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ilze Bērziņa' })).toHaveAttribute('href', '/profiles/7');
    expect(document.title).toBe(`${pdf.title} | Mācību materiālu portāls`);
  });

  it('shows a pseudonym without a profile link', async () => {
    vi.mocked(getMaterial).mockResolvedValue(
      makeMaterial({ signature: 'Fizikas Fans', signature_type: 'pseudonym', owner: null, owner_id: null }),
    );
    renderMaterial();
    expect(await screen.findByText('Fizikas Fans')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Fizikas Fans/ })).not.toBeInTheDocument();
  });

  it('records one view per visit, also in strict mode', async () => {
    renderMaterial('/material/101', { strict: true });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(recordView).toHaveBeenCalledTimes(1));
    expect(recordView).toHaveBeenCalledWith(101);
  });

  it('answers 404 with the not-found page', async () => {
    vi.mocked(getMaterial).mockRejectedValue(httpError(404, { message: 'Nav atrasts.' }));
    renderMaterial();
    expect(await screen.findByRole('heading', { level: 1, name: 'Materiāls nav atrasts' })).toBeInTheDocument();
  });

  it('downloads a file by going to the address the API gives', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.mocked(downloadUrl).mockResolvedValue('/api/materials/101/file?signature=d');
    renderMaterial();
    await userEvent.click(await screen.findByRole('button', { name: 'Lejuplādēt' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/materials/101/file?signature=d'));
    expect(downloadUrl).toHaveBeenCalledWith(101);
    vi.unstubAllGlobals();
  });

  it('asks for the preview only when it is shown, and shows a PDF in a frame', async () => {
    renderMaterial();
    const toggle = await screen.findByRole('button', { name: 'Priekšskatīt' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(previewUrl).not.toHaveBeenCalled();
    await userEvent.click(toggle);
    const frame = await screen.findByTitle(`Priekšskatījums: ${pdf.title}`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', PREVIEW);
    expect(screen.getByRole('button', { name: 'Paslēpt priekšskatījumu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Paslēpt priekšskatījumu' }));
    expect(screen.queryByTitle(`Priekšskatījums: ${pdf.title}`)).not.toBeInTheDocument();
  });

  it('shows an image preview as an image', async () => {
    vi.mocked(getMaterial).mockResolvedValue(makeMaterial({ mime_type: 'image/png', basic_type: 'image' }));
    renderMaterial();
    await userEvent.click(await screen.findByRole('button', { name: 'Priekšskatīt' }));
    expect(await screen.findByRole('img', { name: `Priekšskatījums: ${pdf.title}` })).toHaveAttribute('src', PREVIEW);
  });

  it('offers no preview for a kind a browser cannot show', async () => {
    vi.mocked(getMaterial).mockResolvedValue(makeMaterial({ basic_type: 'word', mime_type: 'application/msword' }));
    renderMaterial();
    await screen.findByRole('button', { name: 'Lejuplādēt' });
    expect(screen.queryByRole('button', { name: 'Priekšskatīt' })).not.toBeInTheDocument();
  });

  it('opens a link material in a new tab, with no download', async () => {
    vi.mocked(getMaterial).mockResolvedValue(
      makeMaterial({
        type: 'link',
        uri: 'https://phet.colorado.edu/lv/',
        file: null,
        mime_type: null,
        basic_type: 'link',
      }),
    );
    renderMaterial();
    const open = await screen.findByRole('link', { name: 'Atvērt saiti' });
    expect(open).toHaveAttribute('href', 'https://phet.colorado.edu/lv/');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button', { name: 'Lejuplādēt' })).not.toBeInTheDocument();
  });

  it("lets a signed-in teacher who is not the owner like and bookmark, with spec §4's notices", async () => {
    vi.mocked(setLiked).mockResolvedValue({ ...pdf, is_liked: true, likes: pdf.likes + 1 });
    vi.mocked(setBookmarked).mockResolvedValue({ ...pdf, has_bookmark: true });
    renderMaterial();
    const like = await screen.findByRole('button', { name: /Patīk/ });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await waitFor(() => expect(screen.getByRole('button', { name: /Patīk/ })).toHaveAttribute('aria-pressed', 'true'));
    expect(setLiked).toHaveBeenCalledWith(101, true);
    expect(screen.getByRole('button', { name: /Patīk/ })).toHaveTextContent(String(pdf.likes + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Grāmatzīme' }));
    await waitFor(() => expect(notices()).toEqual(['Patīk atzīme pievienota!', 'Grāmatzīme pievienota!']));
    expect(setBookmarked).toHaveBeenCalledWith(101, true);
    expect(screen.queryByRole('button', { name: 'Dzēst' })).not.toBeInTheDocument();
  });

  it('gives the owner edit and delete instead of like and bookmark', async () => {
    signIn(OWNER);
    renderMaterial();
    expect(await screen.findByRole('link', { name: 'Rediģēt' })).toHaveAttribute('href', '/material/101/edit');
    expect(screen.getByRole('button', { name: 'Dzēst' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Patīk/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Grāmatzīme' })).not.toBeInTheDocument();
  });

  it("deletes after the confirmation, says 'Materiāls izdzēsts!' and goes back one page", async () => {
    signIn(OWNER);
    vi.mocked(deleteMaterial).mockResolvedValue();
    const { router, client } = renderMaterial('/material/101', { before: ['/kategorija/312/materiali'] });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await userEvent.click(await screen.findByRole('button', { name: 'Dzēst' }));
    const dialog = screen.getByRole('dialog', { name: 'Dzēst materiālu?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atcelt' }));
    expect(deleteMaterial).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Dzēst' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Dzēst materiālu?' })).getByRole('button', { name: 'Dzēst' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/kategorija/312/materiali'));
    expect(deleteMaterial).toHaveBeenCalledWith(101);
    expect(notices()).toContain('Materiāls izdzēsts!');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: materialKeys.lists() });
    // The category tiles and the profiles' totals counted it.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: categoryKeys.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: userKeys.statistics() });
  });
});

describe('comments on the material page', () => {
  const reply = makeComment({
    id: 2,
    parent_id: 1,
    author: { id: OWNER, name: 'Ilze Bērziņa', avatar: null },
    message: 'Paldies!',
  });
  const first = makeComment({ id: 1, replies: [reply] });

  it('counts the comments with the singular or plural wording', async () => {
    vi.mocked(listComments).mockResolvedValue(paged([first], { total: 1 }));
    renderMaterial();
    expect(await screen.findByRole('heading', { level: 2, name: '1 komentārs' })).toBeInTheDocument();
  });

  it('uses the plural wording for 12', async () => {
    vi.mocked(listComments).mockResolvedValue(paged([first], { total: 12, last_page: 2 }));
    renderMaterial();
    expect(await screen.findByRole('heading', { level: 2, name: '12 komentāri' })).toBeInTheDocument();
  });

  it("offers the form to a teacher who is not the owner, with 'Sūtīt' disabled while the text is empty", async () => {
    renderMaterial();
    const box = await screen.findByPlaceholderText('Ieraksti komentāru...');
    const send = screen.getByRole('button', { name: 'Sūtīt' });
    expect(send).toBeDisabled();
    await userEvent.type(box, '   ');
    expect(send).toBeDisabled();
    await userEvent.type(box, 'Paldies');
    expect(send).toBeEnabled();
    await userEvent.clear(box);
    expect(send).toBeDisabled();
    await userEvent.type(box, '  {Enter}');
    expect(createComment).not.toHaveBeenCalled();
  });

  it('says under the field that a comment holds at most 5000 characters, and sends nothing longer', async () => {
    renderMaterial();
    const box = await screen.findByPlaceholderText('Ieraksti komentāru...');
    await userEvent.click(box);
    await userEvent.paste('ā'.repeat(5001));
    await userEvent.click(screen.getByRole('button', { name: 'Sūtīt' }));
    expect(await screen.findByText('Komentāram atļautas ne vairāk kā 5000 rakstzīmes.')).toBeVisible();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Komentāram atļautas ne vairāk kā 5000 rakstzīmes.');
    expect(createComment).not.toHaveBeenCalled();
  });

  it('sends a comment and shows the list again from the server', async () => {
    vi.mocked(createComment).mockResolvedValue(makeComment({ id: 5, message: 'Lielisks darbs!' }));
    renderMaterial();
    await userEvent.type(await screen.findByPlaceholderText('Ieraksti komentāru...'), 'Lielisks darbs!');
    vi.mocked(listComments).mockResolvedValue(
      paged([makeComment({ id: 5, message: 'Lielisks darbs!' })], { total: 1 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sūtīt' }));
    expect(await screen.findByText('Lielisks darbs!', { selector: 'p' })).toBeInTheDocument();
    expect(createComment).toHaveBeenCalledWith(101, { message: 'Lielisks darbs!', replyTo: null });
    expect(screen.getByPlaceholderText('Ieraksti komentāru...')).toHaveValue('');
  });

  it('hides the form from the owner', async () => {
    signIn(OWNER);
    vi.mocked(listComments).mockResolvedValue(paged([first], { total: 1 }));
    renderMaterial();
    await screen.findByRole('heading', { level: 2, name: '1 komentārs' });
    expect(screen.queryByPlaceholderText('Ieraksti komentāru...')).not.toBeInTheDocument();
  });

  it('offers a reply to a comment but not to a reply (depth below 2)', async () => {
    vi.mocked(listComments).mockResolvedValue(paged([first], { total: 1 }));
    vi.mocked(createComment).mockResolvedValue(makeComment({ id: 6, parent_id: 1 }));
    renderMaterial();
    const answers = await screen.findAllByRole('button', { name: /^Atbildēt/ });
    expect(answers).toHaveLength(1);
    await userEvent.click(answers[0]!);
    const boxes = screen.getAllByPlaceholderText('Ieraksti komentāru...');
    expect(boxes).toHaveLength(2);
    expect(boxes[1]).toHaveFocus();
    const replyForm = boxes[1]!.closest('form')!;
    expect(within(replyForm).getByRole('button', { name: 'Sūtīt' })).toBeDisabled();
    await userEvent.type(boxes[1]!, 'Arī man!');
    await userEvent.click(within(replyForm).getByRole('button', { name: 'Sūtīt' }));
    await waitFor(() => expect(createComment).toHaveBeenCalledWith(101, { message: 'Arī man!', replyTo: 1 }));
    await waitFor(() => expect(screen.getAllByPlaceholderText('Ieraksti komentāru...')).toHaveLength(1));
  });

  it("appends the next page with 'load more'", async () => {
    vi.mocked(listComments).mockImplementation(async (_id, page = 1) =>
      page === 1
        ? paged([first], { total: 2, last_page: 2, current_page: 1 })
        : paged([makeComment({ id: 3, message: 'Vecāks komentārs' })], { total: 2, last_page: 2, current_page: 2 }),
    );
    renderMaterial();
    await userEvent.click(await screen.findByRole('button', { name: 'Rādīt vairāk komentāru' }));
    expect(await screen.findByText('Vecāks komentārs')).toBeInTheDocument();
    expect(screen.getByText(first.message)).toBeInTheDocument();
    expect(listComments).toHaveBeenLastCalledWith(101, 2);
    expect(screen.queryByRole('button', { name: 'Rādīt vairāk komentāru' })).not.toBeInTheDocument();
  });
});
