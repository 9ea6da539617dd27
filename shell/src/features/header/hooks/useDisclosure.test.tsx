import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Dialog } from '@portal/shared-ui/components/Dialog';
import { useDisclosure } from './useDisclosure';

/** A drawer that stays open (like the header's on a phone) with a button in it that opens a dialog. */
function DrawerWithDialog() {
  const { open, toggle, containerRef, toggleRef } = useDisclosure<HTMLDivElement>({ closeOnOutside: false });
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <>
      <button ref={toggleRef} type="button" aria-expanded={open} onClick={toggle}>
        Izvēlne
      </button>
      <div ref={containerRef} hidden={!open}>
        <button type="button" onClick={() => setDialogOpen(true)}>
          Autorizējies
        </button>
      </div>
      <Dialog open={dialogOpen} title="Autorizējies" onClose={() => setDialogOpen(false)}>
        <input aria-label="E-pasts" />
      </Dialog>
    </>
  );
}

describe('useDisclosure', () => {
  it('closes on Escape and gives focus back to its toggle, also once a dialog opened from it has closed', async () => {
    const user = userEvent.setup();
    render(<DrawerWithDialog />, { wrapper: MemoryRouter });
    const toggle = screen.getByRole('button', { name: 'Izvēlne' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Autorizējies' }));
    await user.keyboard('{Escape}');
    // The first Escape belonged to the dialog; the second one is the drawer's.
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('leaves an Escape pressed in a dialog opened from it to the dialog, and stays open', async () => {
    const user = userEvent.setup();
    render(<DrawerWithDialog />, { wrapper: MemoryRouter });
    const toggle = screen.getByRole('button', { name: 'Izvēlne' });
    await user.click(toggle);
    const opener = screen.getByRole('button', { name: 'Autorizējies' });
    await user.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-pasts' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(opener);
  });
});
