import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BASIC_TYPES } from '@portal/contracts/constants';
import { makeSearchHit } from '../testing/fixtures';
import { SearchResult } from '@portal/shared-ui/components/SearchResult';
import { BASIC_TYPE_LABELS } from '@portal/shared-ui/components/MaterialCard';

describe('SearchResult', () => {
  it('shows the type icon, title, description and category path', () => {
    const { container } = render(<SearchResult hit={makeSearchHit()} />);
    expect(container.querySelector('svg[data-icon="pdf"]')).toBeVisible();
    expect(screen.getByText('Oma likums: laboratorijas darba instrukcija un rezultātu tabula')).toBeVisible();
    expect(screen.getByText('Skolēni mēra strāvu un spriegumu virknes slēgumā un pārbauda Oma likumu.')).toBeVisible();
    expect(screen.getByText('9. klase › Elektrība › Laboratorijas darbi')).toBeVisible();
  });

  it('names every basic type for screen readers once, in words, the icon being decoration', () => {
    for (const basicType of BASIC_TYPES) {
      const { container, unmount } = render(<SearchResult hit={makeSearchHit({ basicType })} />);
      const icon = container.querySelector(`svg[data-icon="${basicType}"]`);
      expect(icon).toBeVisible();
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(screen.getByText(`${makeSearchHit().title}, ${BASIC_TYPE_LABELS[basicType]}`)).toBeInTheDocument();
      unmount();
    }
  });

  it('leaves out a missing description and an empty path', () => {
    const hit = makeSearchHit({ description: null, path: [] });
    render(<SearchResult hit={hit} />);
    expect(screen.getByText(hit.title)).toBeVisible();
    expect(screen.queryByText(/Skolēni/)).not.toBeInTheDocument();
    expect(screen.queryByText(/›/)).not.toBeInTheDocument();
  });

  it('gives an option around it a name that starts with the title and its type, then holds everything shown', () => {
    const hit = makeSearchHit();
    render(
      <ul role="listbox" aria-label="Rezultāti">
        <li role="option" aria-selected="false">
          <SearchResult hit={hit} />
        </li>
      </ul>,
    );
    expect(screen.getByRole('option')).toHaveAccessibleName(
      'Oma likums: laboratorijas darba instrukcija un rezultātu tabula, PDF fails Skolēni mēra strāvu un spriegumu virknes slēgumā un pārbauda Oma likumu. 9. klase › Elektrība › Laboratorijas darbi',
    );
  });
});
