import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { CommentItem } from '@portal/shared-ui/components/CommentItem';
import { CommentList, MORE_COMMENTS_TEXT, NO_COMMENTS_TEXT } from '@portal/shared-ui/components/CommentList';
import { makeComment } from '@portal/shared-ui/testing/comments';

const reply = makeComment({
  id: 2,
  parent_id: 1,
  author: { id: 7, name: 'Ilze Bērziņa', avatar: null },
  message: 'Prieks dzirdēt!',
});
const comments = [makeComment({ id: 1, replies: [reply] }), makeComment({ id: 3, message: 'Vai ir arī 8. klasei?' })];

describe('CommentItem', () => {
  it('shows the author (linked to the profile when given), the date DD/MM/YYYY and the message', () => {
    render(
      <MemoryRouter>
        <CommentItem comment={makeComment()} authorHref="/profiles/8" />
      </MemoryRouter>,
    );
    const item = screen.getByRole('article', { name: 'Jānis Kalniņš' });
    expect(within(item).getByRole('link', { name: 'Jānis Kalniņš' })).toHaveAttribute('href', '/profiles/8');
    expect(within(item).getByText('03/10/2025')).toBeInTheDocument();
    expect(within(item).getByText('Paldies, izmantoju 9.b klasē — skolēniem ļoti patika!')).toBeInTheDocument();
  });

  it('shows the name as text without a profile link', () => {
    render(<CommentItem comment={makeComment()} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Jānis Kalniņš')).toBeInTheDocument();
  });
});

describe('CommentList', () => {
  it('nests replies under their comment and asks for actions with the depth', () => {
    const renderActions = vi.fn((_comment, depth: number) => <span>dziļums {depth}</span>);
    render(
      <MemoryRouter>
        <CommentList comments={comments} renderActions={renderActions} />
      </MemoryRouter>,
    );
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByRole('article', { name: 'Ilze Bērziņa' })).toBeInTheDocument();
    expect(renderActions).toHaveBeenCalledWith(comments[0], 1);
    expect(renderActions).toHaveBeenCalledWith(reply, 2);
    expect(screen.getAllByText('dziļums 1')).toHaveLength(2);
    expect(screen.getAllByText('dziļums 2')).toHaveLength(1);
  });

  it('says so when there are no comments, and shows a spinner while the first page loads', async () => {
    const { rerender } = render(<CommentList comments={[]} />);
    expect(screen.getByText(NO_COMMENTS_TEXT)).toBeInTheDocument();
    rerender(<CommentList comments={[]} loading />);
    expect(await screen.findByRole('status')).toHaveTextContent('Ielādē komentārus...');
  });

  it('offers a retry when the list could not be loaded', async () => {
    const onRetry = vi.fn();
    render(<CommentList comments={[]} error="Neizdevās ielādēt komentārus." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Neizdevās ielādēt komentārus.');
    await userEvent.click(screen.getByRole('button', { name: 'Mēģināt vēlreiz' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("offers 'load more' only while there are more pages", async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(
      <MemoryRouter>
        <CommentList comments={comments} hasMore onLoadMore={onLoadMore} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: MORE_COMMENTS_TEXT }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(
      <MemoryRouter>
        <CommentList comments={comments} hasMore={false} onLoadMore={onLoadMore} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: MORE_COMMENTS_TEXT })).not.toBeInTheDocument();
  });
});
