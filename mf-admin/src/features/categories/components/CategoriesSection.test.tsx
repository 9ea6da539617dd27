import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createCategory,
  deleteCategory,
  getAdminCategoryTree,
  updateCategory,
} from '@portal/contracts/api/admin/categories';
import type { AdminCategoryNode, AdminCategoryTree } from '@portal/contracts/schemas/admin/categories';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { httpError } from '@portal/shared-ui/testing/fixtures';
import { renderAt, signIn, signOut } from '@portal/shared-ui/testing/render';
import CategoriesSection from './CategoriesSection';

vi.mock('@portal/contracts/api/admin/categories', () => ({
  getAdminCategoryTree: vi.fn(),
  createCategory: vi.fn(),
  updateCategory: vi.fn(),
  deleteCategory: vi.fn(),
}));

const node = (
  id: number,
  parent_id: number | null,
  level: number,
  title: string,
  overrides: Partial<AdminCategoryNode> = {},
): AdminCategoryNode => ({
  id,
  parent_id,
  category_id: id * 10,
  position: 1,
  level,
  title,
  description: null,
  icon_url: null,
  icon_file_id: null,
  materials_count: 0,
  children_count: 0,
  shared_node_ids: [],
  ...overrides,
});

const TREE: AdminCategoryTree = {
  data: [
    node(1, null, 1, '7. klase', { materials_count: 4, children_count: 2, icon_url: '/files/demo/icons/k7.svg' }),
    node(2, 1, 2, 'Mehānika', { materials_count: 3, children_count: 2 }),
    node(3, 2, 3, 'Prezentācijas', { materials_count: 2 }),
    node(4, 2, 3, 'Noderīgas saites', { position: 2, category_id: 99, materials_count: 1, shared_node_ids: [7] }),
    node(5, 1, 2, 'Optika', { position: 2 }),
    node(6, null, 1, '8. klase', { position: 2, children_count: 1 }),
    node(8, 6, 2, 'Elektrība', { children_count: 1 }),
    node(7, 8, 3, 'Noderīgas saites', { category_id: 99, shared_node_ids: [4] }),
  ],
  icons: [{ id: 41, url: '/files/demo/icons/atoms.svg', name: 'atoms.svg' }],
};

beforeEach(() => {
  signIn(1);
  vi.mocked(getAdminCategoryTree).mockResolvedValue(TREE);
  vi.mocked(createCategory).mockImplementation(async (input) =>
    node(20, input.parent_id ?? null, 3, input.title || 'Noderīgas saites'),
  );
  vi.mocked(updateCategory).mockImplementation(async (id, input) => ({
    ...TREE.data.find((n) => n.id === id)!,
    ...(input.position ? { position: input.position } : {}),
    ...(input.title ? { title: input.title } : {}),
  }));
  vi.mocked(deleteCategory).mockResolvedValue();
});

afterEach(() => {
  vi.clearAllMocks();
  useNotifications.getState().clear();
  signOut();
});

const renderCategories = () => renderAt('/admin/kategorijas', '/admin/kategorijas/*', <CategoriesSection />);
const open = async (user: ReturnType<typeof userEvent.setup>, title: string) =>
  user.click(await screen.findByRole('button', { name: `Atvērt „${title}” apakškategorijas` }));

describe("'Kategorijas'", () => {
  it('shows the classes with their counts, and opens a branch with its own button', async () => {
    const user = userEvent.setup();
    renderCategories();
    expect(screen.getByRole('heading', { level: 1, name: 'Kategorijas' })).toBeVisible();
    const tree = await screen.findByRole('region', { name: 'Kategoriju koks' });
    expect(await within(tree).findByText('7. klase')).toBeVisible();
    expect(within(tree).getByText('Klase · 4 materiāli · 2 apakškategorijas')).toBeVisible();
    expect(within(tree).queryByText('Mehānika')).not.toBeInTheDocument();
    const toggle = within(tree).getByRole('button', { name: 'Atvērt „7. klase” apakškategorijas' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(tree).getByRole('button', { name: 'Aizvērt „7. klase” apakškategorijas' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(tree).getByText('Tēma · 3 materiāli · 2 apakškategorijas')).toBeVisible();
    await open(user, 'Mehānika');
    expect(within(tree).getByText('Veids · 1 materiāls · redzama vēl 1 vietā')).toBeVisible();
    // A type has no 'add' button: the tree has three levels.
    expect(within(tree).queryByRole('button', { name: /^Pievienot .* zem „Prezentācijas”/ })).not.toBeInTheDocument();
  });

  it('adds a type under a theme with one of the portal’s icons', async () => {
    const user = userEvent.setup();
    renderCategories();
    await open(user, '7. klase');
    await user.click(screen.getByRole('button', { name: 'Pievienot veidu zem „Mehānika”' }));
    const dialog = screen.getByRole('dialog', { name: 'Pievienot veidu' });
    expect(within(dialog).getByText(/Vieta: 7\. klase › Mehānika › …/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Pievienot' }));
    expect(await within(dialog).findByText('Obligāti jāaizpilda nosaukums.')).toBeVisible();
    expect(createCategory).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Nosaukums/ }), 'Simulācijas');
    await user.click(within(dialog).getByRole('radio', { name: 'atoms' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pievienot' }));
    await waitFor(() =>
      expect(createCategory).toHaveBeenCalledWith({
        parent_id: 2,
        title: 'Simulācijas',
        description: '',
        icon_file_id: 41,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(useNotifications.getState().items[0]).toMatchObject({
        title: 'Kategorija pievienota',
        text: 'Simulācijas',
      }),
    );
  });

  it('puts an existing category in one more place', async () => {
    const user = userEvent.setup();
    renderCategories();
    await open(user, '7. klase');
    await user.click(screen.getByRole('button', { name: 'Pievienot veidu zem „Optika”' }));
    const dialog = screen.getByRole('dialog', { name: 'Pievienot veidu' });
    await user.click(within(dialog).getByRole('radio', { name: 'Esoša kategorija arī šajā vietā' }));
    const select = within(dialog).getByRole('combobox', { name: /Esoša kategorija/ });
    // Each type once, by name.
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Izvēlies kategoriju...',
      'Noderīgas saites',
      'Prezentācijas',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Pievienot' }));
    expect(await within(dialog).findByText('Izvēlies kategoriju.')).toBeVisible();
    await user.selectOptions(select, 'Noderīgas saites');
    await user.click(within(dialog).getByRole('button', { name: 'Pievienot' }));
    await waitFor(() => expect(createCategory).toHaveBeenCalledWith({ parent_id: 5, category_id: 99 }));
  });

  it('uploads an icon for a new class, refusing a file that is no picture before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderCategories();
    await user.click(await screen.findByRole('button', { name: 'Pievienot klasi' }));
    const dialog = screen.getByRole('dialog', { name: 'Pievienot klasi' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nosaukums/ }), '9. klase');
    await user.click(within(dialog).getByRole('radio', { name: 'Augšupielādēt attēlu' }));
    const input = within(dialog).getByLabelText(/Attēls \(JPEG, PNG, GIF vai WebP/);
    await user.upload(input, new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pievienot' }));
    expect(await within(dialog).findByText('Ikonai jābūt JPEG, PNG, GIF vai WebP attēlam.')).toBeVisible();
    expect(createCategory).not.toHaveBeenCalled();
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'k9.png', { type: 'image/png' });
    await user.upload(input, png);
    await user.click(within(dialog).getByRole('button', { name: 'Pievienot' }));
    await waitFor(() => expect(createCategory).toHaveBeenCalledTimes(1));
    expect(vi.mocked(createCategory).mock.calls[0]?.[0]).toMatchObject({
      parent_id: null,
      title: '9. klase',
      icon: png,
    });
  });

  it('renames a category shown in two places, saying the change shows in both', async () => {
    const user = userEvent.setup();
    renderCategories();
    await open(user, '7. klase');
    await open(user, 'Mehānika');
    await user.click(screen.getByRole('button', { name: 'Labot „Noderīgas saites”' }));
    const dialog = screen.getByRole('dialog', { name: 'Labot „Noderīgas saites”' });
    expect(
      within(dialog).getByText('Šī kategorija redzama vēl 1 vietā: nosaukums, apraksts un ikona mainīsies visur.'),
    ).toBeVisible();
    const title = within(dialog).getByRole('textbox', { name: /Nosaukums/ });
    await user.clear(title);
    await user.type(title, 'Saites');
    vi.mocked(updateCategory).mockRejectedValueOnce(
      httpError(422, {
        message: 'Norādītie dati nav derīgi.',
        errors: { title: ['Nosaukums „Noderīgas saites” nosaka, kuri materiāli ir saites.'] },
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Saglabāt' }));
    expect(
      await within(dialog).findByText('Nosaukums „Noderīgas saites” nosaka, kuri materiāli ir saites.'),
    ).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Apraksts/ }), 'Video un simulācijas');
    await user.click(within(dialog).getByRole('button', { name: 'Saglabāt' }));
    await waitFor(() => expect(updateCategory).toHaveBeenCalledTimes(2));
    expect(vi.mocked(updateCategory).mock.calls[1]).toEqual([
      4,
      { title: 'Saites', description: 'Video un simulācijas' },
    ]);
  });

  it('moves a class down among its siblings from the keyboard, keeping the focus and saying where it went', async () => {
    const user = userEvent.setup();
    renderCategories();
    const up = await screen.findByRole('button', { name: 'Augšup: „7. klase” vienu vietu augstāk' });
    expect(up).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Lejup: „8. klase” vienu vietu zemāk' })).toBeDisabled();
    const down = screen.getByRole('button', { name: 'Lejup: „7. klase” vienu vietu zemāk' });
    // The tree as the server answers it after the move: '8. klase' first.
    const [seventh, ...rest] = TREE.data.slice(0, 5);
    vi.mocked(getAdminCategoryTree).mockResolvedValue({
      ...TREE,
      data: [{ ...TREE.data[5]!, position: 1 }, ...TREE.data.slice(6), { ...seventh!, position: 2 }, ...rest],
    });
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(updateCategory).toHaveBeenCalledWith(1, { position: 2 }));
    expect(await screen.findByRole('status')).toHaveTextContent('„7. klase” tagad ir 2. vietā.');
    // Now last: its 'Lejup' is off, and the focus went to its 'Augšup'.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Augšup: „7. klase” vienu vietu augstāk' })).toHaveFocus(),
    );
    expect(screen.getByRole('button', { name: 'Lejup: „7. klase” vienu vietu zemāk' })).toBeDisabled();
    const classes = screen.getAllByText(/^\d\. klase$/).map((element) => element.textContent);
    expect(classes).toEqual(['8. klase', '7. klase']);
  });

  it('offers only the places a node may move to', async () => {
    const user = userEvent.setup();
    renderCategories();
    await open(user, '7. klase');
    await user.click(screen.getByRole('button', { name: 'Pārvietot „Mehānika” citur' }));
    const dialog = screen.getByRole('dialog', { name: 'Pārvietot „Mehānika”' });
    expect(within(dialog).getByText(/to var pārvietot tikai tajā pašā līmenī/)).toBeVisible();
    const select = within(dialog).getByRole('combobox', { name: /Jaunā vieta/ });
    // A theme with materials: only under another class.
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Izvēlies, kur pārvietot...',
      '8. klase',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Pārvietot' }));
    expect(await within(dialog).findByText('Obligāti jāaizpilda augstākā kategorija.')).toBeVisible();
    await user.selectOptions(select, '8. klase');
    await user.click(within(dialog).getByRole('button', { name: 'Pārvietot' }));
    await waitFor(() => expect(updateCategory).toHaveBeenCalledWith(2, { parent_id: 6 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers an empty theme every class and the top level', async () => {
    const user = userEvent.setup();
    renderCategories();
    await open(user, '7. klase');
    await user.click(screen.getByRole('button', { name: 'Pārvietot „Optika” citur' }));
    const select = within(screen.getByRole('dialog')).getByRole('combobox', { name: /Jaunā vieta/ });
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Izvēlies, kur pārvietot...',
      'Augšējais līmenis (klase)',
      '7. klase › Mehānika',
      '8. klase',
      '8. klase › Elektrība',
    ]);
  });

  it('asks before deleting, and shows the server’s refusal with the counts', async () => {
    const user = userEvent.setup();
    const message =
      'Kategorijā ir 2 apakškategorijas un 4 materiāli: dzēst var tikai tukšu kategoriju. Vispirms pārvieto vai dzēs apakškategorijas; materiālus var pārvietot to autori.';
    vi.mocked(deleteCategory).mockRejectedValueOnce(httpError(409, { message, children_count: 2, materials_count: 4 }));
    renderCategories();
    await user.click(await screen.findByRole('button', { name: 'Dzēst „7. klase”' }));
    const dialog = screen.getByRole('dialog', { name: 'Dzēst „7. klase”?' });
    expect(deleteCategory).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Dzēst' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Dzēst' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Atcelt' }));
    expect(screen.queryByRole('dialog', { name: 'Dzēst „7. klase”?' })).not.toBeInTheDocument();
  });

  it('deletes an empty node after the confirmation', async () => {
    const user = userEvent.setup();
    renderCategories();
    await open(user, '7. klase');
    await user.click(screen.getByRole('button', { name: 'Dzēst „Optika”' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Dzēst' }));
    await waitFor(() => expect(deleteCategory).toHaveBeenCalledWith(5));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(useNotifications.getState().items[0]?.title).toBe('Kategorija dzēsta'));
  });

  it('says what an empty tree means', async () => {
    vi.mocked(getAdminCategoryTree).mockResolvedValueOnce({ data: [], icons: [] });
    renderCategories();
    expect(
      await screen.findByText('Kategoriju vēl nav: bez tām skolotāji nevar ievietot materiālus. Sāc ar klasi.'),
    ).toBeVisible();
  });

  it('shows a failure to load with a way to try again', async () => {
    vi.mocked(getAdminCategoryTree).mockRejectedValueOnce(httpError(500));
    renderCategories();
    expect(await screen.findByText('Kategoriju koku neizdevās ielādēt.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: /Mēģināt vēlreiz/ }));
    expect(await screen.findByText('7. klase')).toBeVisible();
  });
});
