import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminReleaseEndpoints } from '@portal/contracts/endpoints/admin/releases';
import type { AdminReleaseApp } from '@portal/contracts/schemas/admin/releases';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { answer, refuse, type Sent } from '@portal/shared-ui/testing/network';
import { renderAt, signIn, signOut } from '@portal/shared-ui/testing/render';
import ReleasesSection from './ReleasesSection';

const STORAGE_KEY = 'portal.admin.releasePreview';
const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

// mf_catalog: 1.0.1 live, 1.0.2 published after it and not live; mf_auth: nothing published.
const catalog: AdminReleaseApp = {
  name: 'mf_catalog',
  live_version: '1.0.1',
  bundled_activations: [],
  releases: [
    {
      version: '1.0.2',
      commit: 'cccccccccccccccccccccccccccccccccccccccc',
      published_at: '2026-03-02T08:00:00.000Z',
      published_by: 'komandrinda',
      live: false,
      activations: [],
    },
    {
      version: '1.0.1',
      commit: 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
      published_at: '2026-03-01T08:00:00.000Z',
      published_by: 'komandrinda',
      live: true,
      activations: [{ kind: 'activate', activated_at: '2026-03-01T09:00:00.000Z', activated_by: 'komandrinda' }],
    },
  ],
};
const auth: AdminReleaseApp = { name: 'mf_auth', live_version: null, bundled_activations: [], releases: [] };

let previews: Sent<typeof adminReleaseEndpoints.preview>[];
let ends: Sent[];

beforeEach(() => {
  signIn(1);
  answer(adminReleaseEndpoints.list, { data: [catalog, auth] });
  previews = answer(adminReleaseEndpoints.preview, ({ body }) => ({
    data: { name: 'mf_catalog', version: String(body.version), expires_at: inAnHour() },
  }));
  ends = answer(adminReleaseEndpoints.endPreview);
});

afterEach(() => {
  useNotifications.getState().clear();
  localStorage.clear();
  signOut();
});

const renderReleases = () => renderAt('/admin/laidieni', '/admin/laidieni/*', <ReleasesSection />);

const rowOf = (table: HTMLElement, version: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryAllByRole('cell')[0]?.textContent === version)!;

describe("'Laidieni'", () => {
  it("lists each app's releases with the live one marked, and the bundled build", async () => {
    renderReleases();
    expect(screen.getByRole('heading', { level: 1, name: 'Laidieni' })).toBeVisible();
    expect(screen.getByText(/release:activate <lietotne> <versija>/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Laidieni' })).toHaveAttribute('aria-current', 'page');

    const table = await screen.findByRole('table', { name: 'mf_catalog laidieni' });
    const live = rowOf(table, '1.0.1');
    expect(within(live).getByText('Aktīvs')).toBeVisible();
    expect(within(live).getByText('bbbbbbbbbbbb')).toBeVisible();
    expect(within(live).getByText(/^Aktivizēts .*, komandrinda$/)).toBeVisible();
    expect(within(live).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf(table, '1.0.2')).getByRole('button', { name: 'Priekšskatīt mf_catalog 1.0.2' })).toBeVisible();
    expect(within(rowOf(table, 'Iebūvētā versija')).queryByText('Aktīvs')).not.toBeInTheDocument();

    // An app with nothing published runs its bundled build.
    const bundled = rowOf(screen.getByRole('table', { name: 'mf_auth laidieni' }), 'Iebūvētā versija');
    expect(within(bundled).getByText('Aktīvs')).toBeVisible();
    expect(within(bundled).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Priekšskatījums' })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain('undefined');
  });

  it('previews a release in this browser: posts it, tells to reload and offers to end it', async () => {
    const user = userEvent.setup();
    renderReleases();
    await user.click(await screen.findByRole('button', { name: 'Priekšskatīt mf_catalog 1.0.2' }));
    await waitFor(() => expect(previews.map((sent) => sent.body)).toEqual([{ name: 'mf_catalog', version: '1.0.2' }]));
    await waitFor(() =>
      expect(useNotifications.getState().items).toMatchObject([
        {
          type: 'success',
          title: 'Priekšskatījums ieslēgts: mf_catalog 1.0.2.',
          text: 'Pārlādē lapu, lai to redzētu.',
        },
      ]),
    );
    const notice = screen.getByRole('region', { name: 'Priekšskatījums' });
    expect(notice).toHaveTextContent('Šajā pārlūkā ieslēgts priekšskatījums: mf_catalog 1.0.2');
    expect(within(notice).getByRole('button', { name: 'Atvērt sākumlapu' })).toBeVisible();
    expect(within(notice).getByRole('button', { name: 'Beigt priekšskatījumu' })).toBeVisible();
    expect(
      within(rowOf(screen.getByRole('table', { name: 'mf_catalog laidieni' }), '1.0.2')).getByText('Priekšskatījumā'),
    ).toBeVisible();
    // Kept for the reload that shows it.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toMatchObject({ name: 'mf_catalog', version: '1.0.2' });
  });

  it('ends a preview started before the page was reloaded', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ name: 'mf_catalog', version: '1.0.2', expires_at: inAnHour() }));
    const user = userEvent.setup();
    renderReleases();
    const notice = screen.getByRole('region', { name: 'Priekšskatījums' });
    await user.click(within(notice).getByRole('button', { name: 'Beigt priekšskatījumu' }));
    await waitFor(() => expect(ends).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Priekšskatījums' })).not.toBeInTheDocument());
    expect(useNotifications.getState().items[0]).toMatchObject({ type: 'success', title: 'Priekšskatījums beigts' });
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('forgets a preview whose hour is over', async () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ name: 'mf_catalog', version: '1.0.2', expires_at: new Date(Date.now() - 1000).toISOString() }),
    );
    renderReleases();
    await screen.findByRole('table', { name: 'mf_catalog laidieni' });
    expect(screen.queryByRole('region', { name: 'Priekšskatījums' })).not.toBeInTheDocument();
  });

  it('tells when the server refuses the preview', async () => {
    refuse(adminReleaseEndpoints.preview, 404, { body: { message: 'Šāda laidiena nav.' } });
    const user = userEvent.setup();
    renderReleases();
    await user.click(await screen.findByRole('button', { name: 'Priekšskatīt mf_catalog 1.0.2' }));
    await waitFor(() =>
      expect(useNotifications.getState().items[0]).toMatchObject({
        type: 'error',
        title: 'Priekšskatījumu neizdevās ieslēgt',
        text: 'Šāda laidiena nav.',
      }),
    );
    expect(screen.queryByRole('region', { name: 'Priekšskatījums' })).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('says in words when nothing is published yet', async () => {
    answer(adminReleaseEndpoints.list, { data: [{ ...catalog, live_version: null, releases: [] }, auth] });
    renderReleases();
    expect(await screen.findByText('Vēl nav publicēts neviens laidiens.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failure to load with a way to try again', async () => {
    refuse(adminReleaseEndpoints.list, 500, { once: true });
    renderReleases();
    expect(await screen.findByText('Laidienu sarakstu neizdevās ielādēt.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: /Mēģināt vēlreiz/ }));
    expect(await screen.findByRole('table', { name: 'mf_catalog laidieni' })).toBeVisible();
  });
});
