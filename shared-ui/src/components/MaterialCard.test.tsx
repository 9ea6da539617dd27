import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ANONYMOUS_AUTHOR_LABEL } from '@portal/contracts/schemas/entities';
import { makeMaterial } from '../testing/fixtures';
import { MaterialCard, type MaterialCardProps } from '@portal/shared-ui/components/MaterialCard';

function renderCard(props: Partial<MaterialCardProps> = {}) {
  const material = props.material ?? makeMaterial();
  return render(
    <MemoryRouter>
      <MaterialCard material={material} to="/material/101" {...props} />
    </MemoryRouter>,
  );
}

describe('MaterialCard', () => {
  it('shows the type, title linking to the material, category path, author and date', () => {
    renderCard({ signedIn: true, material: makeMaterial({ created_at: new Date(2025, 8, 14, 11, 30).toISOString() }) });
    const card = screen.getByRole('article', { name: /Oma likums/ });
    expect(within(card).getByRole('img', { name: 'PDF fails' })).toBeInTheDocument();
    expect(
      within(card)
        .getByRole('link', { name: /Oma likums/ })
        .getAttribute('href'),
    ).toBe('/material/101');
    expect(within(card).getByText('9. klase › Elektrība › Laboratorijas darbi')).toBeVisible();
    expect(within(card).getByText('Ilze Bērziņa')).toBeVisible();
    expect(within(card).getByText('14/09/2025')).toBeVisible();
  });

  it('names the link by the whole title and offers it whole as the tooltip, however long', () => {
    const title =
      'Elektriskās strāvas stiprums, spriegums un pretestība: laboratorijas darbu cikls ar vērtēšanas kritērijiem 9. klasei';
    renderCard({ material: makeMaterial({ title }) });
    const link = screen.getByRole('link', { name: title });
    expect(link.getAttribute('title')).toBe(title);
  });

  it("lets a signed-in user like and bookmark someone else's material", async () => {
    const onLike = vi.fn();
    const onBookmark = vi.fn();
    const material = makeMaterial({ is_liked: true, has_bookmark: false });
    renderCard({ material, signedIn: true, onLike, onBookmark });

    const like = screen.getByRole('button', { name: 'Patīk' });
    const bookmark = screen.getByRole('button', { name: 'Grāmatzīme' });
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(bookmark.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(like);
    await userEvent.click(bookmark);
    expect(onLike).toHaveBeenCalledWith(material);
    expect(onBookmark).toHaveBeenCalledWith(material);
    // Counts are the owner's business.
    expect(screen.queryByText(/skatījum/)).not.toBeInTheDocument();
  });

  it('shows the owner like, view and download counts instead of the buttons', () => {
    renderCard({ own: true, signedIn: true, material: makeMaterial({ likes: 21, views: 341, downloads: 11 }) });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('21 patīk atzīme')).toBeVisible();
    expect(screen.getByText('341 skatījums')).toBeVisible();
    expect(screen.getByText('11 lejuplādes')).toBeVisible();
  });

  it('marks its owner’s card of a material an administrator hid, with the reason (issue 19)', () => {
    render(
      <MemoryRouter>
        <MaterialCard
          material={makeMaterial({ hidden: { at: '2025-10-05T09:00:00.000Z', reason: 'Kopēts no grāmatas.' } })}
          to="/material/101"
          own
          signedIn
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('article').textContent).toContain('Paslēpts: Kopēts no grāmatas.');
  });

  it('shows no mark on a material nobody hid', () => {
    render(
      <MemoryRouter>
        <MaterialCard material={makeMaterial({ hidden: null })} to="/material/101" own signedIn />
      </MemoryRouter>,
    );
    expect(screen.getByRole('article').textContent).not.toContain('Paslēpts');
  });

  it('offers anonymous visitors no buttons and no counts, only the generic author label', () => {
    renderCard({
      signedIn: false,
      material: makeMaterial({ signature: ANONYMOUS_AUTHOR_LABEL, owner: null, owner_id: null }),
    });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/skatījum/)).not.toBeInTheDocument();
    expect(screen.getByText(ANONYMOUS_AUTHOR_LABEL)).toBeVisible();
  });
});
