import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from '@portal/shared-ui/components/Dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Atvērt
      </button>
      <Dialog open={open} title="Autorizējies" onClose={() => setOpen(false)}>
        <label>
          E-pasts <input type="email" />
        </label>
        <button type="button">Ienākt</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title heading', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Atvērt' }));
    const dialog = screen.getByRole('dialog', { name: 'Autorizējies' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Autorizējies' }).id).toBe(dialog.getAttribute('aria-labelledby'));
  });

  it('moves focus into the dialog and keeps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Atvērt' }));
    const email = screen.getByRole('textbox', { name: 'E-pasts' });
    const submit = screen.getByRole('button', { name: 'Ienākt' });
    const close = screen.getByRole('button', { name: 'Aizvērt' });
    expect(document.activeElement).toBe(email);

    await user.tab();
    expect(document.activeElement).toBe(submit);
    await user.tab();
    // Past the last control focus wraps to the first one (the close button in the header).
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(submit);
    close.focus();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(submit);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Atvērt' });
    await user.click(opener);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with the close button and returns focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Atvērt' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Aizvērt' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
