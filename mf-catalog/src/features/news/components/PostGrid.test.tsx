import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { articleImage, makeArticle } from '../../../testing/fixtures';
import { PostGrid, PostGridSkeleton } from './PostGrid';

const picture = (id: number) => makeArticle({ id, title: `Jaunums ${id}`, image: articleImage(`/files/${id}.png`) });

describe('the news grid on a slow phone', () => {
  it('fetches the first picture at once and first (the likely LCP), the others lazily, each with its box', () => {
    render(
      <MemoryRouter>
        <PostGrid posts={[picture(1), picture(2), picture(3)]} />
      </MemoryRouter>,
    );
    const images = screen.getAllByRole('presentation');
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
    for (const img of images) expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['960', '540']);
  });

  it('keeps the place of the posts while they load, announced as loading', () => {
    const { container } = render(<PostGridSkeleton count={3} label="Ielādē jaunumus..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Ielādē jaunumus...');
    expect(container.querySelectorAll('li')).toHaveLength(3);
  });
});
