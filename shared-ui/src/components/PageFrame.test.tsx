import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PageFrame } from '@portal/shared-ui/components/PageFrame';

describe('PageFrame', () => {
  it('names the page with its one h1, the breadcrumb before it ending at the current page', () => {
    render(
      <MemoryRouter>
        <PageFrame
          title="Fizika"
          breadcrumb={[{ label: 'Sākums', to: '/' }, { label: '10. klase', to: '/kategorija/3' }, { label: 'Fizika' }]}
        >
          <p>Saturs</p>
        </PageFrame>
      </MemoryRouter>,
    );
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Fizika' })).toContainElement(screen.getByText('Saturs'));
    const path = screen.getByRole('navigation', { name: 'Ceļš' });
    expect(within(path).getByRole('link', { name: '10. klase' })).toHaveAttribute('href', '/kategorija/3');
    expect(within(path).getByText('Fizika')).toHaveAttribute('aria-current', 'page');
    // The breadcrumb comes first in reading order, then the heading.
    expect(path.compareDocumentPosition(headings[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('has no breadcrumb on a top page, and shows the actions beside the title', () => {
    render(
      <MemoryRouter>
        <PageFrame title="Mans profils" actions={<button type="button">Augšuplādēt</button>} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('navigation', { name: 'Ceļš' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mans profils' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Augšuplādēt' })).toBeVisible();
  });

  it('lets a form step focus its heading', () => {
    let heading: HTMLHeadingElement | null = null;
    render(
      <MemoryRouter>
        <PageFrame title="Augšuplādēt materiālu" titleRef={(el) => void (heading = el)} />
      </MemoryRouter>,
    );
    expect(heading).toBe(screen.getByRole('heading', { level: 1, name: 'Augšuplādēt materiālu' }));
    expect(heading!.tabIndex).toBe(-1);
  });

  it('is an article named by its title when the page is one piece, with the intro inside', () => {
    render(
      <MemoryRouter>
        <PageFrame as="article" title="Fizikas olimpiāde" intro={<time>02/10/2025</time>}>
          <p>Pieteikšanās līdz 1. martam.</p>
        </PageFrame>
      </MemoryRouter>,
    );
    const article = screen.getByRole('article', { name: 'Fizikas olimpiāde' });
    expect(article).toContainElement(screen.getByText('02/10/2025'));
    expect(article).toContainElement(screen.getByText('Pieteikšanās līdz 1. martam.'));
  });
});
