import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listCats } from '@portal/contracts/api/categories';
import { getMaterial, updateMaterial } from '@portal/contracts/api/materials';
import { categoryKeys } from '@portal/shared-ui/queries/categories';
import { materialKeys } from '@portal/shared-ui/queries/materials';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { httpError, makeMaterial } from '@portal/shared-ui/testing/fixtures';
import { FILE_TREE } from '../testing/fixtures';
import { renderAt, signIn, signOut, type RenderOptions } from '@portal/shared-ui/testing/render';
import MaterialEditPage from './MaterialEditPage';

vi.mock('@portal/contracts/api/categories', () => ({
  listCats: vi.fn(),
  listCategories: vi.fn(),
  getCategory: vi.fn(),
}));
vi.mock('@portal/contracts/api/materials', () => ({
  getMaterial: vi.fn(),
  updateMaterial: vi.fn(),
  createMaterial: vi.fn(),
}));

const OWNER = 7;
const material = makeMaterial({
  id: 101,
  title: 'Oma likums',
  description: 'Mērījumi',
  owner_id: OWNER,
  categories: [
    { id: 3, parent_id: null },
    { id: 31, parent_id: 3 },
    { id: 311, parent_id: 31 },
  ],
});

beforeEach(() => {
  signIn(OWNER);
  vi.mocked(listCats).mockResolvedValue(FILE_TREE);
  vi.mocked(getMaterial).mockResolvedValue(material);
});

afterEach(() => {
  vi.clearAllMocks();
  useNotifications.getState().clear();
  signOut();
});

const renderEdit = (options: RenderOptions = { before: ['/material/101'] }) =>
  renderAt('/material/101/edit', '/material/:id/edit', <MaterialEditPage />, options);

describe("'Mainīt materiālu'", () => {
  it('loads the form with the material: title, description, its three categories, its file', async () => {
    renderEdit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mainīt materiālu' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/Nosaukums/)).toHaveValue('Oma likums');
    expect(screen.getByLabelText(/Apraksts/)).toHaveValue('Mērījumi');
    expect(screen.getByLabelText(/Klase/)).toHaveValue('3');
    expect(screen.getByLabelText(/Tēma/)).toHaveValue('31');
    expect(screen.getByLabelText(/Veids/)).toHaveValue('311');
    expect(screen.getByText('oma-likums.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atpakaļ' })).toBeInTheDocument();
  });

  it("keeps 'Iesniegt' disabled while an error shows, then saves with _method=PUT and goes back", async () => {
    vi.mocked(updateMaterial).mockResolvedValue({ ...material, title: 'Oma likums (labots)' });
    const { router, client } = renderEdit();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const title = await screen.findByLabelText(/Nosaukums/);
    await userEvent.clear(title);
    await userEvent.tab();
    expect(await screen.findByText('Obligāti jāaizpilda nosaukums.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iesniegt' })).toBeDisabled();
    await userEvent.type(title, 'Oma likums (labots)');
    expect(screen.getByRole('button', { name: 'Iesniegt' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Iesniegt' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/material/101'));
    expect(updateMaterial).toHaveBeenCalledWith(
      101,
      expect.objectContaining({ title: 'Oma likums (labots)', categories: [3, 31, 311], file: null }),
      expect.anything(),
    );
    expect(client.getQueryData(materialKeys.detail(101))).toMatchObject({ title: 'Oma likums (labots)' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: materialKeys.lists() });
    // A new material, or one moved to other categories, changes the counts on the category tiles.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: categoryKeys.all });
    expect(useNotifications.getState().items.map((n) => n.title)).toEqual(['Darbība izdevās!']);
  });

  it("'Atpakaļ' goes back one step without saving", async () => {
    const { router } = renderEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Atpakaļ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/material/101'));
    expect(updateMaterial).not.toHaveBeenCalled();
  });

  it("is not offered for another teacher's material", async () => {
    signIn(5);
    renderEdit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Šo materiālu nevari mainīt' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Nosaukums/)).not.toBeInTheDocument();
  });

  it('answers a missing material with the not-found page', async () => {
    vi.mocked(getMaterial).mockRejectedValue(httpError(404, {}));
    renderEdit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Materiāls nav atrasts' })).toBeInTheDocument();
  });
});
