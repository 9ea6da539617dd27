import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { makePublicUser, makeStatistics } from '../testing/users';
import { ProfileSidebar, type ProfileSidebarProps } from '@portal/shared-ui/components/ProfileSidebar';

function renderSidebar(props: Partial<ProfileSidebarProps> = {}, path = '/profils') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ProfileSidebar
        user={makePublicUser()}
        statistics={makeStatistics()}
        inbox={{ newCommentsCount: 0, newMessagesCount: 0 }}
        {...props}
      />
    </MemoryRouter>,
  );
  return within(screen.getByRole('complementary', { name: 'Mans profils' }));
}

describe('ProfileSidebar', () => {
  it('shows the teacher, the totals and leads to bookmarks, inbox and profile edit', () => {
    const sidebar = renderSidebar();
    expect(sidebar.getByRole('heading', { name: 'Ilze Bērziņa' })).toBeVisible();
    expect(sidebar.getByText('Rīgas Valsts 1. ģimnāzija')).toBeVisible();
    expect(sidebar.getByText('Fizikas skolotāja, vadu pulciņu "Jaunie fiziķi".')).toBeVisible();
    expect(sidebar.getByRole('link', { name: 'Manas grāmatzīmes' })).toHaveAttribute('href', '/profils/gramatzimes');
    expect(sidebar.getByRole('link', { name: 'Komentāri' })).toHaveAttribute('href', '/inbox/comments');
    expect(sidebar.getByRole('link', { name: 'Ziņas' })).toHaveAttribute('href', '/inbox/messages');
    expect(sidebar.getByRole('link', { name: 'Rediģēt profilu' })).toHaveAttribute('href', '/profile/edit');
    const totals = within(sidebar.getByRole('region', { name: 'Kopējā statistika' }));
    expect(totals.getByText('128')).toBeVisible();
    expect(totals.getByText((4521).toLocaleString('lv-LV'))).toBeVisible();
    expect(totals.getByText('913')).toBeVisible();
  });

  it("puts the page's own actions under 'Rediģēt profilu'", () => {
    const sidebar = renderSidebar({ actions: <button type="button">Izrakstīties visur</button> });
    const edit = sidebar.getByRole('link', { name: 'Rediģēt profilu' });
    const action = sidebar.getByRole('button', { name: 'Izrakstīties visur' });
    expect(edit.compareDocumentPosition(action) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the own pseudonym to its owner', () => {
    const sidebar = renderSidebar({ user: { ...makePublicUser(), pseudonym: 'Fizikas Fans' } });
    expect(sidebar.getByText('Pseidonīms: Fizikas Fans')).toBeVisible();
  });

  it('shows new comments and messages as badges named for screen readers', () => {
    const sidebar = renderSidebar({ inbox: { newCommentsCount: 3, newMessagesCount: 21 } });
    expect(sidebar.getByRole('link', { name: 'Komentāri (3 jauni komentāri)' })).toHaveTextContent('3');
    expect(sidebar.getByRole('link', { name: 'Ziņas (21 jauna ziņa)' })).toHaveTextContent('21');
  });

  it('marks the page it is on as the current one', () => {
    const sidebar = renderSidebar({}, '/profils/gramatzimes');
    expect(sidebar.getByRole('link', { name: 'Manas grāmatzīmes' })).toHaveAttribute('aria-current', 'page');
    expect(sidebar.getByRole('link', { name: 'Mani materiāli' })).not.toHaveAttribute('aria-current');
  });

  it('keeps its place with dashes while the totals load', () => {
    const sidebar = renderSidebar({ statistics: null });
    expect(sidebar.getAllByText('–')).toHaveLength(3);
  });
});
