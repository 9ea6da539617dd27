import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listCats } from '@portal/contracts/api/categories';
import { createMaterial, type SaveOptions } from '@portal/contracts/api/materials';
import type { Material } from '@portal/contracts/schemas/entities';
import { categoryKeys } from '@portal/shared-ui/queries/categories';
import { materialKeys } from '@portal/shared-ui/queries/materials';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { httpError, makeMaterial } from '@portal/shared-ui/testing/fixtures';
import { FILE_TREE, LINK_TREE } from '../testing/fixtures';
import { renderAt, signIn, signOut } from '@portal/shared-ui/testing/render';
import UploadPage from './UploadPage';

vi.mock('@portal/contracts/api/categories', () => ({
  listCats: vi.fn(),
  listCategories: vi.fn(),
  getCategory: vi.fn(),
}));
vi.mock('@portal/contracts/api/materials', () => ({ createMaterial: vi.fn(), updateMaterial: vi.fn() }));

beforeEach(() => {
  signIn(5);
  vi.mocked(listCats).mockImplementation(async (type) => (type === 'link' ? LINK_TREE : FILE_TREE));
});

afterEach(() => {
  vi.clearAllMocks();
  useNotifications.getState().clear();
  signOut();
});

const renderUpload = (path = '/upload') => renderAt(path, '/upload', <UploadPage />);
const pdf = () => new File(['%PDF-1.7 demo'], 'oma-likums.pdf', { type: 'application/pdf' });

async function chooseFile(file = pdf()) {
  await userEvent.upload(screen.getByLabelText('Izvēlies failu vai ievelc to šeit'), file);
  await screen.findByLabelText(/Nosaukums/);
}

async function fillFileForm() {
  await userEvent.type(screen.getByLabelText(/Nosaukums/), 'Oma likums');
  await userEvent.selectOptions(screen.getByLabelText(/Klase/), '9. klase');
  await userEvent.selectOptions(screen.getByLabelText(/Tēma/), 'Elektrība');
  await userEvent.selectOptions(screen.getByLabelText(/Veids/), 'Laboratorijas darbi');
}

describe('upload, step 1', () => {
  it("offers a keyboard-reachable file picker with the kinds and the 250MB note, or 'Pievienot saiti'", async () => {
    renderUpload();
    expect(screen.getByRole('heading', { level: 1, name: 'Augšuplādēt failu' })).toBeInTheDocument();
    const picker = screen.getByLabelText('Izvēlies failu vai ievelc to šeit');
    expect(picker).toHaveAccessibleDescription(
      'Excel, PDF, Word, PowerPoint vai attēls. Maksimālais faila izmērs 250MB.',
    );
    await userEvent.tab();
    expect(picker).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Pievienot saiti' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pievienot saiti' })).toHaveFocus();
    expect(await screen.findByLabelText(/Saite/)).toHaveAttribute('placeholder', 'https://');
  });

  it('refuses a file over 250MB before sending it', async () => {
    renderUpload();
    const huge = pdf();
    Object.defineProperty(huge, 'size', { value: 251 * 1024 * 1024 });
    await userEvent.upload(screen.getByLabelText('Izvēlies failu vai ievelc to šeit'), huge);
    expect(screen.getByLabelText('Izvēlies failu vai ievelc to šeit')).toHaveAccessibleDescription(
      /Pievienotais fails ir pārāk liels\./,
    );
    expect(screen.queryByLabelText(/Nosaukums/)).not.toBeInTheDocument();
  });
});

describe('upload, the material form', () => {
  it('shows the chosen file with a replace button and the form of spec §2.2', async () => {
    renderUpload();
    await chooseFile();
    expect(screen.getByText('oma-likums.pdf')).toBeInTheDocument();
    expect(screen.getByText('Aizstāt failu')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Saite/)).not.toBeInTheDocument();
    expect(screen.getByText('Atlikušās rakstzīmes: 1000')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Apraksts/), 'Ķēde');
    expect(screen.getByText('Atlikušās rakstzīmes: 996')).toBeInTheDocument();
    // Theme appears after class, type after theme.
    expect(screen.queryByLabelText(/Tēma/)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/Klase/), '9. klase');
    expect(screen.queryByLabelText(/Veids/)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/Tēma/), 'Elektrība');
    expect(screen.getByLabelText(/Veids/)).toBeInTheDocument();
  });

  it('clears theme and type when the class changes, and the type when the theme changes', async () => {
    renderUpload();
    await chooseFile();
    await fillFileForm();
    await userEvent.selectOptions(screen.getByLabelText(/Tēma/), 'Optika');
    expect(screen.getByLabelText(/Veids/)).toHaveValue('');
    await userEvent.selectOptions(screen.getByLabelText(/Veids/), 'Prezentācijas');
    await userEvent.selectOptions(screen.getByLabelText(/Klase/), '8. klase');
    expect(screen.getByLabelText(/Tēma/)).toHaveValue('');
    expect(screen.queryByLabelText(/Veids/)).not.toBeInTheDocument();
  });

  it('signs with the name only, unless the teacher has a pseudonym', async () => {
    renderUpload();
    await chooseFile();
    expect(screen.getByRole('radio', { name: 'Vārds: Anna Ozola' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Pseidonīms/ })).not.toBeInTheDocument();
  });

  it('asks a teacher with a pseudonym how to sign', async () => {
    signIn(5, { pseudonym: 'Fizikas Fans' });
    renderUpload();
    await chooseFile();
    await fillFileForm();
    await userEvent.click(screen.getByRole('button', { name: 'Iesniegt' }));
    expect(await screen.findByText('Lūdzu, norādi, kā vārdā ievietot materiālu.')).toBeInTheDocument();
    expect(createMaterial).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'Pseidonīms: Fizikas Fans' }));
    expect(screen.queryByText('Lūdzu, norādi, kā vārdā ievietot materiālu.')).not.toBeInTheDocument();
  });

  it('says what is missing and keeps the submit off while an error shows', async () => {
    renderUpload();
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Iesniegt' }));
    expect(await screen.findByText('Obligāti jāaizpilda nosaukums.')).toBeInTheDocument();
    expect(screen.getByText('Obligāti jāaizpilda klase.')).toBeInTheDocument();
    // The theme and type are not shown yet: the class says what is missing, nothing more.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iesniegt' })).toBeDisabled();
    expect(createMaterial).not.toHaveBeenCalled();
  });

  it('uploads the file with a real progress bar, then shows the material; a second submit is ignored', async () => {
    let progress: ((percent: number) => void) | undefined;
    let finish: (material: Material) => void = () => {};
    vi.mocked(createMaterial).mockImplementation((_input, options: SaveOptions = {}) => {
      progress = options.onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const { client } = renderUpload();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const file = pdf();
    await chooseFile(file);
    await fillFileForm();
    const submit = screen.getByRole('button', { name: 'Iesniegt' });
    await userEvent.click(submit);
    await userEvent.click(submit);
    expect(createMaterial).toHaveBeenCalledTimes(1);
    expect(vi.mocked(createMaterial).mock.calls[0]![0]).toEqual({
      type: 'file',
      title: 'Oma likums',
      uri: '',
      description: '',
      categories: [3, 31, 311],
      signature_type: 'name',
      file,
    });
    progress?.(42);
    expect(await screen.findByRole('progressbar', { name: 'Augšuplādē failu...' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    finish(makeMaterial({ id: 555, title: 'Oma likums' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Materiāls iesniegts!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oma likums' })).toHaveAttribute('href', '/material/555');
    expect(useNotifications.getState().items.map((n) => n.title)).toContain('Darbība izdevās!');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: materialKeys.lists() });
    // A new material, or one moved to other categories, changes the counts on the category tiles.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: categoryKeys.all });
    await userEvent.click(screen.getByRole('button', { name: 'Pievienot vēl vienu materiālu' }));
    expect(screen.getByLabelText('Izvēlies failu vai ievelc to šeit')).toBeInTheDocument();
  });

  it("puts the server's 422 messages on their fields and a 413 on the file", async () => {
    vi.mocked(createMaterial).mockRejectedValueOnce(
      httpError(422, {
        message: 'Dati nav derīgi.',
        errors: { title: ['Šāds nosaukums jau ir.'], categories: ['Izvēlētās kategorijas nav derīgas.'] },
      }),
    );
    renderUpload();
    await chooseFile();
    await fillFileForm();
    await userEvent.click(screen.getByRole('button', { name: 'Iesniegt' }));
    expect(await screen.findByText('Šāds nosaukums jau ir.')).toBeInTheDocument();
    expect(screen.getByText('Izvēlētās kategorijas nav derīgas.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nosaukums/)).toHaveFocus();

    vi.mocked(createMaterial).mockRejectedValueOnce(httpError(413, { message: 'Pievienotais fails ir pārāk liels.' }));
    await userEvent.type(screen.getByLabelText(/Nosaukums/), ' 2');
    await userEvent.selectOptions(screen.getByLabelText(/Klase/), '8. klase');
    await userEvent.selectOptions(screen.getByLabelText(/Tēma/), 'Siltums');
    await userEvent.selectOptions(screen.getByLabelText(/Veids/), 'Darba lapas');
    await userEvent.click(screen.getByRole('button', { name: 'Iesniegt' }));
    const fileInput = await screen.findByLabelText(/^Fails/);
    await waitFor(() => expect(fileInput).toHaveAccessibleDescription('Pievienotais fails ir pārāk liels.'));
  });

  it('shows a save failure without field errors as the error notification', async () => {
    vi.mocked(createMaterial).mockRejectedValue(httpError(500, {}));
    renderUpload();
    await chooseFile();
    await fillFileForm();
    await userEvent.click(screen.getByRole('button', { name: 'Iesniegt' }));
    await waitFor(() =>
      expect(useNotifications.getState().items.map((n) => n.title)).toEqual(['Pievienot materiālu neizdevās!']),
    );
  });

  it("'Atpakaļ' returns to step 1 with a fresh form", async () => {
    renderUpload();
    await chooseFile();
    await userEvent.type(screen.getByLabelText(/Nosaukums/), 'Melnraksts');
    await userEvent.click(screen.getByRole('button', { name: 'Atpakaļ' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pievienot saiti' }));
    expect(await screen.findByLabelText(/Nosaukums/)).toHaveValue('');
  });
});

describe("upload preset from a category's button", () => {
  it("opens the link form of 'Noderīgas saites' with the category chosen and sends JSON fields", async () => {
    vi.mocked(createMaterial).mockResolvedValue(
      makeMaterial({ id: 556, type: 'link', uri: 'https://phet.colorado.edu/lv/', basic_type: 'link', title: 'PhET' }),
    );
    renderUpload('/upload?categories=3,31,319&type=link');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pievienot saiti' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/Klase/)).toHaveValue('3');
    expect(screen.getByLabelText(/Tēma/)).toHaveValue('31');
    expect(screen.getByLabelText(/Veids/)).toHaveValue('319');
    expect(listCats).toHaveBeenCalledWith('link');
    await userEvent.type(screen.getByLabelText(/Nosaukums/), 'PhET');
    await userEvent.type(screen.getByLabelText(/Saite/), 'https://phet.colorado.edu/lv/');
    await userEvent.click(screen.getByRole('button', { name: 'Iesniegt' }));
    await screen.findByRole('heading', { level: 1, name: 'Materiāls iesniegts!' });
    expect(vi.mocked(createMaterial).mock.calls[0]![0]).toMatchObject({
      type: 'link',
      uri: 'https://phet.colorado.edu/lv/',
      categories: [3, 31, 319],
      file: null,
    });
  });

  it('chooses what it can of a file preset (a class and theme)', async () => {
    renderUpload('/upload?categories=3,31&type=file');
    expect(screen.getByRole('heading', { level: 1, name: 'Augšuplādēt failu' })).toBeInTheDocument();
    await chooseFile();
    expect(screen.getByLabelText(/Klase/)).toHaveValue('3');
    expect(screen.getByLabelText(/Tēma/)).toHaveValue('31');
    expect(
      within(screen.getByLabelText(/Veids/)).getByRole('option', { name: 'Izvēlies veidu...' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Veids/)).toHaveValue('');
  });
});
