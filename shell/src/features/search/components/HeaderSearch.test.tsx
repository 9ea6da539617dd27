import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { SEARCH } from '@portal/contracts/constants';
import { searchEndpoints } from '@portal/contracts/endpoints/search';
import type { SearchHit } from '@portal/contracts/schemas/entities';
import { createQueryClient } from '@portal/shared-ui/lib/queryClient';
import { makeSearchHit } from '@portal/shared-ui/testing/fixtures';
import { answer, refuse, type Sent } from '@portal/shared-ui/testing/network';
import { HeaderSearch } from './HeaderSearch';

// The edge: the API's answers over HTTP; the searches the box sent, per test.
let searches: Sent[];

const STRING = makeSearchHit({
  id: 21,
  title: 'Stīgas svārstību frekvence',
  description: 'Kā stīgas garums un nostiepums maina skaņas augstumu.',
  path: [
    { id: 1, category_id: 1, title: '8. klase', has_children: true },
    { id: 14, category_id: 14, title: 'Skaņa', has_children: false },
  ],
  basicType: 'powerpoint',
});
const PENDULUM = makeSearchHit({
  id: 22,
  title: 'Matemātiskā svārsta svārstību periods',
  description: null,
  basicType: 'link',
});

function renderSearch() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <HeaderSearch />
            <button type="button">Cits</button>
          </>
        ),
      },
    ],
    { initialEntries: ['/jaunumi'] },
  );
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const box = screen.getByRole('combobox', { name: 'Meklēt materiālus' });
  return { router, user, box };
}

/** Lets the 500 ms of spec §9 pass and the answer arrive. */
const settle = (ms = 500) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('header search', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    searches = answer(searchEndpoints.search, { data: [STRING, PENDULUM] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("has the placeholder 'Meklē...' and widens while it has the focus", async () => {
    const { user, box } = renderSearch();
    const search = screen.getByRole('search');
    expect(box).toHaveAttribute('placeholder', 'Meklē...');
    expect(search).toHaveAttribute('data-expanded', 'false');
    await user.click(box);
    expect(search).toHaveAttribute('data-expanded', 'true');
    await user.tab();
    expect(search).toHaveAttribute('data-expanded', 'false');
  });

  it('asks nothing below 3 characters and asks 500 ms after the last key', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'sv');
    await settle(1000);
    expect(searches).toHaveLength(0);
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'ā');
    await settle(400);
    expect(searches).toHaveLength(0);
    // The list says it is searching meanwhile.
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Meklē...')).toBeVisible();
    // Another key starts the wait again.
    await user.type(box, 'r');
    await settle(400);
    expect(searches).toHaveLength(0);
    await settle(100);
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(searches.map((sent) => sent.query)).toEqual([{ q: 'svār', limit: String(SEARCH.limit) }]);
  });

  it('shows each hit with its type, title, description and category path', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'svārstību');
    await settle();
    const listbox = await screen.findByRole('listbox', { name: 'Meklēšanas rezultāti' });
    const [first, second] = within(listbox).getAllByRole('option');
    expect(first).toHaveAccessibleName(
      'Stīgas svārstību frekvence, PowerPoint fails Kā stīgas garums un nostiepums maina skaņas augstumu. 8. klase › Skaņa',
    );
    expect(second).toHaveAccessibleName(
      'Matemātiskā svārsta svārstību periods, Saite 9. klase › Elektrība › Laboratorijas darbi',
    );
    expect(box).toHaveAttribute('aria-controls', listbox.id);
  });

  it('moves through the hits with the arrow keys and opens the active one with Enter', async () => {
    const { user, box, router } = renderSearch();
    await user.type(box, 'svarstibu');
    await settle();
    const [first, second] = await screen.findAllByRole('option');
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', second!.id);
    expect(first).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', first!.id);

    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/material/21');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('opens a hit that is clicked', async () => {
    const { user, box, router } = renderSearch();
    await user.type(box, 'periods');
    await settle();
    await user.click(await screen.findByRole('option', { name: /Matemātiskā svārsta svārstību periods/ }));
    expect(router.state.location.pathname).toBe('/material/22');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the list with Escape, and empties the box with a second Escape', async () => {
    const { user, box, router } = renderSearch();
    await user.type(box, 'svārstību');
    await settle();
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('svārstību');
    expect(router.state.location.pathname).toBe('/jaunumi');
    // ArrowDown brings the same hits back, the first one active, without asking again.
    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(searches).toHaveLength(1);
    await user.keyboard('{Escape}{Escape}');
    expect(box).toHaveValue('');
  });

  it('closes the list when the box loses the focus and shows it again on return', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'svārstību');
    await settle();
    await screen.findAllByRole('option');
    await user.tab();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.click(box);
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it("says 'Nav rezultātu.' when nothing is found", async () => {
    answer(searchEndpoints.search, { data: [] });
    const { user, box } = renderSearch();
    await user.type(box, 'kvantu');
    await settle();
    expect(await screen.findByText('Nav rezultātu.')).toBeVisible();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('says in the list that the search failed', async () => {
    refuse(searchEndpoints.search, 'offline');
    const { user, box } = renderSearch();
    await user.type(box, 'svārstību');
    await settle();
    expect(await screen.findByText('Meklēšana neizdevās. Mēģini vēlreiz.')).toBeVisible();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('never shows the answer to a query typed further, and aborts its request', async () => {
    // Each answer waits until the test lets it go, by the query it answers.
    const answers: Record<string, (hits: SearchHit[]) => void> = {};
    searches = answer(
      searchEndpoints.search,
      ({ query }) => new Promise<{ data: SearchHit[] }>((resolve) => (answers[query.q!] = (data) => resolve({ data }))),
    );
    const { user, box } = renderSearch();
    await user.type(box, 'svār');
    await settle();
    await waitFor(() => expect(searches).toHaveLength(1));
    await user.type(box, 'sta');
    await settle();
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(searches[0]!.signal.aborted).toBe(true);

    await act(async () => answers['svārsta']!([PENDULUM]));
    await act(async () => answers['svār']!([STRING]));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      expect.stringContaining('Matemātiskā svārsta svārstību periods'),
    ]);
  });
});
