import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CommentItem, HIDDEN_COMMENT_TEXT } from '@portal/shared-ui/components/CommentItem';
import { makeComment } from '@portal/shared-ui/testing/comments';

describe('CommentItem', () => {
  it('shows the material with its type icon, linked, when the inbox asks for it', () => {
    render(
      <MemoryRouter>
        <CommentItem comment={makeComment()} authorHref="/profiles/8" materialHref="/material/101" unseen />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Jānis Kalniņš' })).toHaveAttribute('href', '/profiles/8');
    const material = screen.getByRole('link', { name: 'PDF fails Oma likums' });
    expect(material).toHaveAttribute('href', '/material/101');
    expect(screen.getByText('03/10/2025')).toBeVisible();
  });

  it('marks a comment an administrator hid, with the reason, for those who still see it', () => {
    render(
      <MemoryRouter>
        <CommentItem
          comment={makeComment({ hidden: { at: '2025-10-04T08:00:00.000Z', reason: 'Aizskaroši vārdi.' } })}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText(HIDDEN_COMMENT_TEXT)).toBeVisible();
    expect(screen.getByText(/Iemesls: Aizskaroši vārdi\./)).toBeVisible();
  });

  it('shows no mark on a comment nobody hid', () => {
    render(
      <MemoryRouter>
        <CommentItem comment={makeComment({ hidden: null })} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(HIDDEN_COMMENT_TEXT)).not.toBeInTheDocument();
  });

  it("leaves the material out on the material's own page", () => {
    render(
      <MemoryRouter>
        <CommentItem comment={makeComment()} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('Oma likums')).not.toBeInTheDocument();
  });
});
