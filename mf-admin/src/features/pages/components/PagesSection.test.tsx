import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminContentEndpoints as content } from '@portal/contracts/endpoints/admin/content';
import { answer, refuse, type Sent } from '@portal/shared-ui/testing/network';
import { renderAt } from '@portal/shared-ui/testing/render';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { makePage, makePageSummary, pagedOf } from '../../../testing/content';
import { writeInto } from '../../../testing/editor';
import PagesSection from './PagesSection';
import { slugFrom } from './PageEditForm';

const rules = makePageSummary();
const events = makePageSummary({ id: 4, slug: 'pasakumi', title: 'Pasākumi', protected: false });

// What the section saved and deleted, per test.
let created: Sent<typeof content.createPage>[];
let updated: Sent<typeof content.updatePage>[];
let deleted: Sent[];

beforeEach(() => {
  answer(content.listPages, pagedOf([rules, events]));
  answer(content.getPage, ({ params }) => ({
    data:
      params.slug === 'noteikumi'
        ? makePage()
        : makePage({ id: 4, slug: 'pasakumi', title: 'Pasākumi', protected: false }),
  }));
  created = answer(content.createPage, {
    data: makePage({ id: 9, title: 'Par mūsu skolu Cēsīs', slug: 'skola', protected: false }),
  });
  updated = answer(content.updatePage, { data: makePage({ title: 'Lietošanas noteikumi un privātums' }) });
  deleted = answer(content.deletePage);
});

afterEach(() => {
  useNotifications.getState().clear();
});

const open = (path = '/admin/lapas') => renderAt(path, '/admin/lapas/*', <PagesSection />, { showPath: true });
const row = (title: string) => screen.getByRole('link', { name: title }).closest('tr')!;
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const editor = () => screen.getByRole('textbox', { name: 'Saturs' });

/** Writes into the empty body once the editor is ready (see testing/editor.ts). */
const writeBody = (user: ReturnType<typeof userEvent.setup>, text: string) => writeInto(user, text);

describe("'Lapas': the list", () => {
  it('shows each page with its address; the rules page cannot be deleted, another can', async () => {
    open();
    expect(await screen.findByRole('table', { name: 'Lapas (2)' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lietošanas noteikumi' })).toHaveAttribute(
      'href',
      '/admin/lapas/rediget/noteikumi',
    );
    expect(within(row('Pasākumi')).getByRole('link', { name: '/lapa/pasakumi' })).toHaveAttribute(
      'href',
      '/lapa/pasakumi',
    );
    expect(within(row('Lietošanas noteikumi')).getByText('Nevar dzēst: uz to ved saites portālā')).toBeVisible();
    expect(within(row('Lietošanas noteikumi')).queryByRole('button', { name: /Dzēst/ })).not.toBeInTheDocument();
    expect(within(row('Pasākumi')).getByRole('button', { name: 'Dzēst: Pasākumi' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Jauna lapa' })).toHaveAttribute('href', '/admin/lapas/jauna');
  });

  it('searches, and says when nothing matches', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('table');
    const searched = answer(content.listPages, pagedOf([]));
    await user.type(screen.getByRole('searchbox', { name: 'Meklēt lapās' }), 'sporta');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(searched.at(-1)?.query).toEqual({ page: '1', q: 'sporta' }));
    expect(await screen.findByText('Neviena lapa neatbilst meklētajam.')).toBeVisible();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    refuse(content.listPages, 503, { body: { message: 'Serveris nav pieejams.' } });
    open();
    expect(await screen.findByText('Neizdevās ielādēt lapas.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mēģināt vēlreiz' })).toBeVisible();
  });

  it('deletes a page after the question', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Dzēst: Pasākumi' }));
    const dialog = screen.getByRole('dialog', { name: 'Dzēst lapu?' });
    expect(dialog).toHaveTextContent('Lapa „Pasākumi” (/lapa/pasakumi) tiks izdzēsta.');
    await user.click(within(dialog).getByRole('button', { name: 'Dzēst' }));
    await waitFor(() => expect(deleted.map((sent) => sent.params)).toEqual([{ slug: 'pasakumi' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('a page’s form', () => {
  it('suggests the address from the title until it is edited, and adds the page', async () => {
    const user = userEvent.setup();
    const { router } = open('/admin/lapas/jauna');
    expect(screen.getByRole('heading', { level: 1, name: 'Jauna lapa' })).toBeVisible();
    await user.type(field(/^Nosaukums/), 'Par mūsu skolu');
    expect(field(/^Adrese/)).toHaveValue('par-musu-skolu');
    expect(field(/^Adrese/)).toHaveAccessibleDescription(
      'Lapa būs redzama adresē /lapa/<adrese>. Tikai mazie burti a–z, cipari un defises.',
    );
    await user.clear(field(/^Adrese/));
    await user.type(field(/^Adrese/), 'skola');
    await user.type(field(/^Nosaukums/), ' Cēsīs');
    expect(field(/^Adrese/)).toHaveValue('skola');
    await writeBody(user, 'Mūsu skola');
    await user.click(screen.getByRole('button', { name: 'Saglabāt' }));
    await waitFor(() =>
      expect(created.map((sent) => sent.body)).toEqual([
        { title: 'Par mūsu skolu Cēsīs', slug: 'skola', content: '<p>Mūsu skola</p>' },
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/lapas'));
  });

  it("shows the schema's and the server's messages on the address", async () => {
    const refused = refuse(content.createPage, 422, {
      body: { message: 'Dati nav derīgi.', errors: { slug: ['Lapa ar šādu adresi jau ir. Izvēlies citu adresi.'] } },
    });
    const user = userEvent.setup();
    open('/admin/lapas/jauna');
    await user.type(field(/^Nosaukums/), 'Noteikumi');
    await user.clear(field(/^Adrese/));
    await user.type(field(/^Adrese/), 'Par mums!');
    await writeBody(user, 'Teksts');
    await user.click(screen.getByRole('button', { name: 'Saglabāt' }));
    expect(
      await screen.findByText('Lapas adresē drīkst būt tikai mazie latīņu burti (a–z), cipari un defises starp tiem.'),
    ).toBeVisible();
    expect(refused).toHaveLength(0);
    await user.clear(field(/^Adrese/));
    await user.type(field(/^Adrese/), 'noteikumi');
    await user.click(screen.getByRole('button', { name: 'Saglabāt' }));
    expect(await screen.findByText('Lapa ar šādu adresi jau ir. Izvēlies citu adresi.')).toBeVisible();
    await waitFor(() => expect(field(/^Adrese/)).toHaveFocus());
  });

  it('edits the rules page, whose address stays', async () => {
    const user = userEvent.setup();
    open('/admin/lapas/rediget/noteikumi');
    expect(await screen.findByRole('textbox', { name: /^Nosaukums/ })).toHaveValue('Lietošanas noteikumi');
    expect(field(/^Adrese/)).toHaveAttribute('readonly');
    expect(field(/^Adrese/)).toHaveAccessibleDescription(
      'Uz šo lapu ved saites portālā, tāpēc tās adresi mainīt nevar.',
    );
    await waitFor(() => expect(editor()).toHaveTextContent('Ievēro tos.'));
    expect(screen.getByRole('link', { name: 'Skatīt portālā' })).toHaveAttribute('href', '/lapa/noteikumi');
    await user.type(field(/^Nosaukums/), ' un privātums');
    await user.click(screen.getByRole('button', { name: 'Saglabāt' }));
    // Sent as a POST that says PUT (the API's `_method`), to the page's own address.
    await waitFor(() =>
      expect(updated.map(({ params, body }) => ({ params, body }))).toEqual([
        {
          params: { slug: 'noteikumi' },
          body: {
            title: 'Lietošanas noteikumi un privātums',
            slug: 'noteikumi',
            content: '<h2>Noteikumi</h2><p>Ievēro tos.</p>',
            _method: 'PUT',
          },
        },
      ]),
    );
  });

  it('says so when the page does not exist', async () => {
    refuse(content.getPage, 404, { body: { message: 'Nav atrasts.' } });
    open('/admin/lapas/rediget/nav-tadas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lapa nav atrasta' })).toBeVisible();
  });
});

describe('slugFrom', () => {
  it('drops diacritics and joins words with hyphens', () => {
    expect(slugFrom('  Ēdināšana & pulciņi 2026! ')).toBe('edinasana-pulcini-2026');
    expect(slugFrom('Ģimnāzijas ŽŪRIJA')).toBe('gimnazijas-zurija');
    expect(slugFrom('!!!')).toBe('');
  });
});
