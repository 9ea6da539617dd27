import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { TabLinks } from '@portal/shared-ui/components/TabLinks';

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Adrese">{`${pathname}${search}`}</output>;
}

function renderTabs(current: 'new' | 'answered', counts?: { new: number; answered: number }) {
  return render(
    <MemoryRouter initialEntries={['/admin/sazina']}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <TabLinks
                label="Ziņu statuss"
                tabs={[
                  { label: 'Jaunās', to: '/admin/sazina', current: current === 'new', count: counts?.new },
                  {
                    label: 'Atbildētās',
                    to: { search: '?status=answered' },
                    current: current === 'answered',
                    count: counts?.answered,
                  },
                ]}
              />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('TabLinks', () => {
  it('names its navigation and marks only the current tab', () => {
    renderTabs('answered');
    const tabs = within(screen.getByRole('navigation', { name: 'Ziņu statuss' }));
    expect(tabs.getByRole('link', { name: 'Atbildētās' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Jaunās' })).not.toHaveAttribute('aria-current');
    expect(tabs.getByRole('link', { name: 'Jaunās' })).toHaveAttribute('href', '/admin/sazina');
  });

  it('says each tab’s count after its name, once known', () => {
    const { unmount } = renderTabs('new');
    expect(screen.getByRole('link', { name: 'Jaunās' })).toBeVisible();
    unmount();
    renderTabs('new', { new: 3, answered: 0 });
    expect(screen.getByRole('link', { name: 'Jaunās (3)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Atbildētās (0)' })).toBeVisible();
  });

  it('goes to a tab’s own address, a search of this page too', async () => {
    renderTabs('new');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Atbildētās' }));
    expect(screen.getByRole('status', { name: 'Adrese' })).toHaveTextContent('/admin/sazina?status=answered');
  });
});
