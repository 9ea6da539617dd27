import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as contentApi from '@portal/contracts/api/admin/content';
import {
  createBanner,
  deleteBanner,
  listAdminBanners,
  saveFrontPageSettings,
  updateBanner,
} from '@portal/contracts/api/admin/content';
import { getSettings } from '@portal/contracts/api/content';
import type { AdminBanner } from '@portal/contracts/schemas/admin/content';
import { httpError } from '@portal/shared-ui/testing/fixtures';
import { renderAt } from '@portal/shared-ui/testing/render';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { makeBanner, pictureFile } from '../../../testing/content';
import { moved } from '../hooks/useBanners';
import BannersSection from './BannersSection';

vi.mock('@portal/contracts/api/admin/content', async (importOriginal) => ({
  ...(await importOriginal<typeof contentApi>()),
  listAdminBanners: vi.fn(),
  createBanner: vi.fn(),
  updateBanner: vi.fn(),
  deleteBanner: vi.fn(),
  saveFrontPageSettings: vi.fn(),
}));
vi.mock('@portal/contracts/api/content', () => ({ getSettings: vi.fn() }));

/** The server's banners: the calls below change them as the server would. */
let stored: AdminBanner[] = [];

beforeEach(() => {
  stored = [
    makeBanner({ id: 1, title: 'Dalies ar materiāliem', position: 1 }),
    makeBanner({ id: 2, title: 'Simulācijas', target_url: 'https://phet.colorado.edu/', position: 2 }),
    makeBanner({ id: 3, title: 'Jaunumi', target_url: null, position: 3, active: false }),
  ];
  vi.mocked(listAdminBanners).mockImplementation(async () => stored.map((banner) => ({ ...banner })));
  vi.mocked(updateBanner).mockImplementation(async (id, { image: _image, ...changes }) => {
    if (changes.position) stored = moved(stored, id, changes.position);
    stored = stored.map((banner) =>
      banner.id === id
        ? {
            ...banner,
            ...(changes.title !== undefined ? { title: changes.title } : {}),
            ...(changes.active !== undefined ? { active: changes.active } : {}),
          }
        : banner,
    );
    return stored.find((banner) => banner.id === id)!;
  });
  vi.mocked(createBanner).mockImplementation(async ({ image: _image, ...fields }) =>
    makeBanner({ ...fields, target_url: fields.target_url || null, id: 9, position: 4 }),
  );
  vi.mocked(deleteBanner).mockResolvedValue();
  vi.mocked(getSettings).mockResolvedValue({ show_banners: true, show_articles: true });
  vi.mocked(saveFrontPageSettings).mockImplementation(async (settings) => settings);
});

afterEach(() => {
  vi.clearAllMocks();
  useNotifications.getState().clear();
});

const open = (path = '/admin/baneri') => renderAt(path, '/admin/baneri/*', <BannersSection />, { showPath: true });
const titles = () =>
  within(screen.getByRole('table', { name: 'Baneri slīdrādes secībā' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]!.textContent);
const notices = () => useNotifications.getState().items.map(({ type, title }) => ({ type, title }));

describe("'Baneri': the order, the switches and the list", () => {
  it('lists every banner in order with its picture, title, target and on/off', async () => {
    open();
    expect(await screen.findByRole('table', { name: 'Baneri slīdrādes secībā' })).toBeVisible();
    expect(titles()).toEqual(['Dalies ar materiāliem', 'Simulācijas', 'Jaunumi']);
    expect(screen.getByRole('checkbox', { name: 'Rādīt sākumlapā: Simulācijas' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Rādīt sākumlapā: Jaunumi' })).not.toBeChecked();
    expect(screen.getByText('https://phet.colorado.edu/')).toBeVisible();
    expect(screen.getByText('Bez saites')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Augstāk: Dalies ar materiāliem' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Zemāk: Jaunumi' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Simulācijas' })).toHaveAttribute('href', '/admin/baneri/2');
  });

  it('moves a banner by keyboard, the focus staying on the moved banner', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('table');
    screen.getByRole('button', { name: 'Zemāk: Dalies ar materiāliem' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(titles()).toEqual(['Simulācijas', 'Dalies ar materiāliem', 'Jaunumi']));
    await waitFor(() => expect(updateBanner).toHaveBeenCalledWith(1, { position: 2 }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zemāk: Dalies ar materiāliem' })).toHaveFocus());

    await user.keyboard('{Enter}');
    await waitFor(() => expect(titles()).toEqual(['Simulācijas', 'Jaunumi', 'Dalies ar materiāliem']));
    // Last now: its 'Zemāk' is off, so the focus goes to its 'Augstāk'.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Augstāk: Dalies ar materiāliem' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(titles()).toEqual(['Simulācijas', 'Dalies ar materiāliem', 'Jaunumi']));
    await waitFor(() => expect(updateBanner).toHaveBeenLastCalledWith(1, { position: 2 }));
  });

  it('puts the order back and says why when a move fails', async () => {
    vi.mocked(updateBanner).mockRejectedValue(httpError(404, { message: 'Nav atrasts.' }));
    const user = userEvent.setup();
    open();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Augstāk: Jaunumi' }));
    await waitFor(() => expect(notices()).toContainEqual({ type: 'error', title: 'Nav atrasts.' }));
    expect(titles()).toEqual(['Dalies ar materiāliem', 'Simulācijas', 'Jaunumi']);
  });

  it('switches a banner on and off', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: 'Rādīt sākumlapā: Simulācijas' }));
    await waitFor(() => expect(updateBanner).toHaveBeenCalledWith(2, { active: false }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Rādīt sākumlapā: Simulācijas' })).not.toBeChecked(),
    );
    await waitFor(() =>
      expect(notices()).toContainEqual({ type: 'success', title: 'Baneris sākumlapā vairs netiek rādīts.' }),
    );
  });

  it("switches the home page's banners and news", async () => {
    const user = userEvent.setup();
    open();
    const group = await screen.findByRole('group', { name: 'Sākumlapa' });
    const news = await within(group).findByRole('checkbox', { name: 'Rādīt jaunumus sākumlapā' });
    expect(news).toBeChecked();
    await user.click(news);
    await waitFor(() =>
      expect(saveFrontPageSettings).toHaveBeenCalledWith({ show_banners: true, show_articles: false }),
    );
    await waitFor(() =>
      expect(within(group).getByRole('checkbox', { name: 'Rādīt jaunumus sākumlapā' })).not.toBeChecked(),
    );
    await waitFor(() =>
      expect(notices()).toContainEqual({ type: 'success', title: 'Rādīt jaunumus sākumlapā: izslēgts.' }),
    );
    await user.click(within(group).getByRole('checkbox', { name: 'Rādīt banerus sākumlapā' }));
    await waitFor(() =>
      expect(saveFrontPageSettings).toHaveBeenLastCalledWith({ show_banners: false, show_articles: false }),
    );
  });

  it('deletes a banner after the question', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Dzēst: Simulācijas' }));
    const dialog = screen.getByRole('dialog', { name: 'Dzēst baneri?' });
    await user.click(within(dialog).getByRole('button', { name: 'Dzēst' }));
    await waitFor(() => expect(deleteBanner).toHaveBeenCalledWith(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when there are none, and when they cannot be loaded', async () => {
    vi.mocked(listAdminBanners).mockResolvedValueOnce([]);
    open();
    expect(await screen.findByText('Vēl nav neviena banera. Pievieno pirmo ar „Jauns baneris”.')).toBeVisible();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    vi.mocked(listAdminBanners).mockRejectedValue(httpError(500, {}));
    vi.mocked(getSettings).mockRejectedValue(httpError(500, {}));
    open();
    expect(await screen.findByText('Neizdevās ielādēt banerus.')).toBeVisible();
    expect(screen.getByText('Neizdevās ielādēt sākumlapas iestatījumus.')).toBeVisible();
  });
});

describe('a banner’s form', () => {
  const field = (name: RegExp) => screen.getByRole('textbox', { name });

  it('adds a banner with its picture and goes back to the list', async () => {
    const user = userEvent.setup();
    const { router } = open('/admin/baneri/jauns');
    expect(screen.getByRole('heading', { level: 1, name: 'Jauns baneris' })).toBeVisible();
    const picture = pictureFile('konkurss.png');
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, picture);
    await user.type(field(/^Nosaukums/), 'Konkurss');
    await user.type(field(/^Saite/), '/jaunumi');
    expect(screen.getByRole('checkbox', { name: 'Rādīt sākumlapā' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Saglabāt' }));
    await waitFor(() =>
      expect(createBanner).toHaveBeenCalledWith({
        title: 'Konkurss',
        target_url: '/jaunumi',
        active: true,
        position: null,
        image: picture,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/baneri'));
  });

  it('refuses a target that is not a web or portal address, and shows the picture the server asks for', async () => {
    vi.mocked(createBanner).mockRejectedValue(
      httpError(422, { message: 'Dati nav derīgi.', errors: { image: ['Obligāti jāpievieno attēls.'] } }),
    );
    const user = userEvent.setup();
    open('/admin/baneri/jauns');
    await user.type(field(/^Nosaukums/), 'Konkurss');
    await user.type(field(/^Saite/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Saglabāt' }));
    expect(
      await screen.findByText(
        'Saitei jābūt interneta adresei, kas sākas ar http:// vai https://, vai portāla adresei, kas sākas ar /.',
      ),
    ).toBeVisible();
    expect(createBanner).not.toHaveBeenCalled();
    await user.clear(field(/^Saite/));
    await user.click(screen.getByRole('button', { name: 'Saglabāt' }));
    expect(await screen.findByText('Obligāti jāpievieno attēls.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Izvēlēties attēlu' })).toHaveFocus());
  });

  it('edits a banner: the fields sent, its place kept', async () => {
    const user = userEvent.setup();
    open('/admin/baneri/2');
    expect(await screen.findByRole('textbox', { name: /^Nosaukums/ })).toHaveValue('Simulācijas');
    expect(screen.getByRole('img', { name: 'Pašreizējais attēls' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Noņemt attēlu' })).not.toBeInTheDocument();
    await user.clear(field(/^Nosaukums/));
    await user.type(field(/^Nosaukums/), 'PhET simulācijas');
    await user.click(screen.getByRole('button', { name: 'Saglabāt' }));
    await waitFor(() =>
      expect(updateBanner).toHaveBeenCalledWith(2, {
        title: 'PhET simulācijas',
        target_url: 'https://phet.colorado.edu/',
        active: true,
        image: null,
      }),
    );
  });

  it('says so when the banner does not exist', async () => {
    open('/admin/baneri/77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Baneris nav atrasts' })).toBeVisible();
  });
});

describe('moved', () => {
  it('puts a banner at its new place and numbers everyone 1..n', () => {
    const list = [makeBanner({ id: 1 }), makeBanner({ id: 2 }), makeBanner({ id: 3 })];
    expect(moved(list, 3, 1).map((b) => [b.id, b.position])).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(moved(list, 1, 99).map((b) => b.id)).toEqual([2, 3, 1]);
  });
});
