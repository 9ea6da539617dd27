import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useRouteEffects } from './useRouteEffects';

function Layout({ withDialog }: { withDialog: boolean }) {
  const mainRef = useRef<HTMLElement>(null);
  useRouteEffects(mainRef);
  return (
    <>
      <main ref={mainRef} tabIndex={-1}>
        saturs
      </main>
      {withDialog ? (
        <dialog open aria-label="Autorizējies">
          <button type="button">Ienākt</button>
        </dialog>
      ) : null}
    </>
  );
}

function renderLayout(withDialog: boolean) {
  const router = createMemoryRouter([{ path: '*', element: <Layout withDialog={withDialog} /> }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('route effects', () => {
  it('moves focus to the main area and sets the title on a navigation', async () => {
    const router = renderLayout(false);
    await act(() => router.navigate('/jaunumi'));
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(document.title).toBe('Jaunumi | Mācību materiālu portāls');
  });

  it('leaves focus in an open dialog (a native <dialog>) when the address changes behind it', async () => {
    const router = renderLayout(true);
    const button = screen.getByRole('button', { name: 'Ienākt' });
    button.focus();
    await act(() => router.navigate('/kategorija/3'));
    expect(document.activeElement).toBe(button);
  });

  it('titles an address no route has as not found', async () => {
    const router = renderLayout(false);
    await act(() => router.navigate('/nav-tadas-lapas'));
    expect(document.title).toBe('Lapa nav atrasta | Mācību materiālu portāls');
  });
});
