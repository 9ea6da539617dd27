import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as contentApi from '@portal/contracts/api/admin/content';
import {
  createArticle,
  deleteArticle,
  getAdminArticle,
  listAdminArticles,
  updateArticle,
} from '@portal/contracts/api/admin/content';
import { httpError } from '@portal/shared-ui/testing/fixtures';
import { renderAt } from '@portal/shared-ui/testing/render';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { makePost, makePostSummary, pagedOf, pictureFile, PICTURE_URL } from '../../../testing/content';
import { writeInto } from '../../../testing/editor';
import NewsSection from './NewsSection';

// The edge: the API calls. Everything from the section down to the shared-ui components is real.
vi.mock('@portal/contracts/api/admin/content', async (importOriginal) => ({
  ...(await importOriginal<typeof contentApi>()),
  listAdminArticles: vi.fn(),
  getAdminArticle: vi.fn(),
  createArticle: vi.fn(),
  updateArticle: vi.fn(),
  deleteArticle: vi.fn(),
}));

const draft = makePostSummary({ id: 7, title: 'Olimpiādes rezultāti', published: false });
const published = makePostSummary({ id: 3, title: 'Skolotāju konference', created_at: '2026-03-14T09:30:00.000Z' });

beforeEach(() => {
  vi.mocked(listAdminArticles).mockResolvedValue(pagedOf([draft, published]));
  vi.mocked(getAdminArticle).mockResolvedValue(
    makePost({ id: 3, title: 'Skolotāju konference', image: { full_url: PICTURE_URL } }),
  );
  vi.mocked(createArticle).mockImplementation(async ({ image: _image, ...fields }) => makePost({ ...fields, id: 11 }));
  vi.mocked(updateArticle).mockImplementation(async (id, { image: _image, ...changes }) =>
    makePost({ id, ...changes }),
  );
  vi.mocked(deleteArticle).mockResolvedValue();
});

afterEach(() => {
  vi.clearAllMocks();
  useNotifications.getState().clear();
});

const open = (path = '/admin/jaunumi') => renderAt(path, '/admin/jaunumi/*', <NewsSection />, { showPath: true });
const table = () => screen.getByRole('table', { name: /^Jaunumi/ });
const row = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;
const notices = () => useNotifications.getState().items.map(({ type, title }) => ({ type, title }));

describe("'Jaunumi': the list", () => {
  it('shows every post, drafts too, with its state and date, each title leading to its edit', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Jaunumi' })).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Jaunumi (2)' })).toBeVisible();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nosaukums', 'Stāvoklis', 'Datums', 'Darbības']);
    expect(within(row('Olimpiādes rezultāti')).getByText('Melnraksts')).toBeVisible();
    expect(within(row('Skolotāju konference')).getByText('Publicēts')).toBeVisible();
    expect(within(row('Skolotāju konference')).getByText('14/03/2026')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Olimpiādes rezultāti' })).toHaveAttribute('href', '/admin/jaunumi/7');
    expect(screen.getByRole('link', { name: 'Jauns jaunums' })).toHaveAttribute('href', '/admin/jaunumi/jauns');
    expect(listAdminArticles).toHaveBeenCalledWith({ page: 1, q: '', state: 'all' });
  });

  it('searches, filters by state and pages through the address', async () => {
    vi.mocked(listAdminArticles).mockResolvedValue(pagedOf([published], { lastPage: 3, total: 41 }));
    const user = userEvent.setup();
    const { router } = open();
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Meklēt jaunumos' }), 'konference');
    await user.click(screen.getByRole('button', { name: 'Meklēt' }));
    await waitFor(() => expect(listAdminArticles).toHaveBeenLastCalledWith({ page: 1, q: 'konference', state: 'all' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rādīt' }), 'Melnraksti');
    await waitFor(() =>
      expect(listAdminArticles).toHaveBeenLastCalledWith({ page: 1, q: 'konference', state: 'draft' }),
    );
    await user.click(
      within(screen.getByRole('navigation', { name: 'Jaunumu lapas' })).getByRole('button', { name: '2. lapa' }),
    );
    await waitFor(() =>
      expect(listAdminArticles).toHaveBeenLastCalledWith({ page: 2, q: 'konference', state: 'draft' }),
    );
    expect(router.state.location.search).toBe('?q=konference&state=draft&page=2');
  });

  it('says when there is nothing yet, and when nothing matches', async () => {
    vi.mocked(listAdminArticles).mockResolvedValue(pagedOf([]));
    open();
    expect(await screen.findByText('Vēl nav neviena jaunuma. Raksti pirmo ar „Jauns jaunums”.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when a search finds nothing', async () => {
    vi.mocked(listAdminArticles).mockResolvedValue(pagedOf([]));
    open('/admin/jaunumi?q=nekas');
    expect(await screen.findByText('Neviens jaunums neatbilst meklētajam.')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Meklēt jaunumos' })).toHaveValue('nekas');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    vi.mocked(listAdminArticles).mockRejectedValueOnce(httpError(500, { message: 'Servera kļūda.' }));
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('Neizdevās ielādēt jaunumus.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mēģināt vēlreiz' }));
    expect(await screen.findByRole('table', { name: 'Jaunumi (2)' })).toBeVisible();
  });

  it('publishes a draft and unpublishes a post from the list', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Publicēt: Olimpiādes rezultāti' }));
    await waitFor(() => expect(updateArticle).toHaveBeenCalledWith(7, { published: true }));
    await waitFor(() => expect(notices()).toContainEqual({ type: 'success', title: 'Jaunums publicēts.' }));
    await user.click(screen.getByRole('button', { name: 'Atsaukt publicēšanu: Skolotāju konference' }));
    await waitFor(() => expect(updateArticle).toHaveBeenCalledWith(3, { published: false }));
    await waitFor(() => expect(notices()).toContainEqual({ type: 'success', title: 'Jaunums vairs nav publicēts.' }));
    // The list is asked again after each change.
    await waitFor(() => expect(vi.mocked(listAdminArticles).mock.calls.length).toBeGreaterThanOrEqual(3));
  });

  it('deletes a post only after the question is answered', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Dzēst: Skolotāju konference' }));
    const dialog = screen.getByRole('dialog', { name: 'Dzēst jaunumu?' });
    expect(dialog).toHaveTextContent('Jaunums „Skolotāju konference” tiks izdzēsts kopā ar tā attēlu.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Atcelt' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Atcelt' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteArticle).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Dzēst: Skolotāju konference' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Dzēst' }));
    await waitFor(() => expect(deleteArticle).toHaveBeenCalledWith(3));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(notices()).toContainEqual({ type: 'success', title: 'Jaunums izdzēsts.' }));
  });

  it('keeps the question open with the reason when the delete fails', async () => {
    vi.mocked(deleteArticle).mockRejectedValue(httpError(404, { message: 'Nav atrasts.' }));
    const user = userEvent.setup();
    open();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Dzēst: Skolotāju konference' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Dzēst' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Nav atrasts.');
  });
});

describe("'Jauns jaunums' and the edit", () => {
  const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
  const editor = () => screen.getByRole('textbox', { name: 'Saturs' });
  const chooseFile = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
  /** Writes into the empty body once the editor is ready (see testing/editor.ts). */
  const writeBody = (user: ReturnType<typeof userEvent.setup>, text: string) => writeInto(user, text);

  it('writes a post with a picture and publishes it, then goes back to the list', async () => {
    const user = userEvent.setup();
    const { router } = open('/admin/jaunumi/jauns');
    expect(screen.getByRole('heading', { level: 1, name: 'Jauns jaunums' })).toBeVisible();
    // The breadcrumb and the sections' menu lead back to the list.
    for (const link of screen.getAllByRole('link', { name: 'Jaunumi' }))
      expect(link).toHaveAttribute('href', '/admin/jaunumi');
    await user.type(field(/^Nosaukums/), 'Jauna darbnīca');
    await user.type(field(/^Īss apraksts/), 'Piesakies līdz piektdienai');
    expect(screen.getByText('Atlikušās rakstzīmes: 474')).toBeVisible();
    await writeBody(user, 'Darbnīca notiks skolā.');
    const picture = pictureFile('darbnica.png');
    await user.upload(chooseFile(), picture);
    expect(await screen.findByRole('img', { name: 'Izvēlētais attēls' })).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Publicēts' }));
    await user.click(screen.getByRole('button', { name: 'Saglabāt' }));

    await waitFor(() => expect(createArticle).toHaveBeenCalledTimes(1));
    expect(vi.mocked(createArticle).mock.calls[0]![0]).toEqual({
      title: 'Jauna darbnīca',
      description: 'Piesakies līdz piektdienai',
      content: '<p>Darbnīca notiks skolā.</p>',
      published: true,
      remove_image: false,
      image: picture,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/jaunumi'));
    await waitFor(() =>
      expect(notices()).toContainEqual({ type: 'success', title: 'Jaunums saglabāts un publicēts.' }),
    );
  });

  it('checks the form before sending: title and body are required', async () => {
    const user = userEvent.setup();
    open('/admin/jaunumi/jauns');
    await user.click(screen.getByRole('button', { name: 'Saglabāt' }));
    expect(await screen.findByText('Obligāti jāaizpilda nosaukums.')).toBeVisible();
    expect(screen.getByText('Obligāti jāaizpilda saturs.')).toBeVisible();
    await waitFor(() => expect(field(/^Nosaukums/)).toHaveFocus());
    await waitFor(() => expect(editor()).toHaveAttribute('aria-invalid', 'true'));
    expect(createArticle).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the picture under it", async () => {
    vi.mocked(createArticle).mockRejectedValue(
      httpError(422, {
        message: 'Dati nav derīgi.',
        errors: { image: ['Attēlam jābūt JPEG, PNG, GIF vai WebP failam.'] },
      }),
    );
    const user = userEvent.setup();
    open('/admin/jaunumi/jauns');
    await user.type(field(/^Nosaukums/), 'Ar bildi');
    await writeBody(user, 'Teksts');
    await user.upload(chooseFile(), pictureFile('x.png'));
    await user.click(screen.getByRole('button', { name: 'Saglabāt' }));
    expect(await screen.findByText('Attēlam jābūt JPEG, PNG, GIF vai WebP failam.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mainīt attēlu' })).toHaveFocus());
  });

  it('opens a saved post, removes its picture and saves every field', async () => {
    const user = userEvent.setup();
    open('/admin/jaunumi/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rediģēt jaunumu' })).toBeVisible();
    expect(await screen.findByRole('textbox', { name: /^Nosaukums/ })).toHaveValue('Skolotāju konference');
    await waitFor(() => expect(editor()).toHaveTextContent('Programma'));
    expect(screen.getByRole('img', { name: 'Pašreizējais attēls' })).toHaveAttribute('src', PICTURE_URL);
    expect(screen.getByRole('checkbox', { name: 'Publicēts' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Skatīt portālā' })).toHaveAttribute('href', '/jaunumi/3');
    await user.click(screen.getByRole('button', { name: 'Noņemt attēlu' }));
    expect(screen.getByText('Attēla nav')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Izvēlēties attēlu' })).toHaveFocus());
    await user.clear(field(/^Nosaukums/));
    await user.type(field(/^Nosaukums/), 'Konference');
    await user.click(screen.getByRole('button', { name: 'Saglabāt' }));
    await waitFor(() => expect(updateArticle).toHaveBeenCalledTimes(1));
    expect(vi.mocked(updateArticle).mock.calls[0]).toEqual([
      3,
      {
        title: 'Konference',
        description: 'Pavasara konference Rīgā',
        content: '<p>Programma</p>',
        published: true,
        remove_image: true,
        image: null,
      },
    ]);
  });

  it('says so when the post does not exist', async () => {
    vi.mocked(getAdminArticle).mockRejectedValue(httpError(404, { message: 'Nav atrasts.' }));
    open('/admin/jaunumi/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jaunums nav atrasts' })).toBeVisible();
  });
});
