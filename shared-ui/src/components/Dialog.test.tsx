import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from '@portal/shared-ui/components/Dialog';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Atvērt
      </button>
      <Dialog
        open={open}
        title="Autorizējies"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <label>
          E-pasts <input type="email" />
        </label>
        <button type="button">Ienākt</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a native dialog opened modally and named by its title heading', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Atvērt' }));
    const dialog = screen.getByRole('dialog', { name: 'Autorizējies' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(showModal.mock.contexts[0]).toBe(dialog);
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Autorizējies' }).id).toBe(dialog.getAttribute('aria-labelledby'));
  });

  it('moves focus to the first control of its content, or to the one asked for', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Atvērt' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-pasts' }));

    function Asked() {
      const submit = useRef<HTMLButtonElement>(null);
      return (
        <Dialog open title="Jaunumi" onClose={() => {}} initialFocusRef={submit}>
          <input aria-label="Vārds" />
          <button ref={submit} type="button">
            Piekrītu
          </button>
        </Dialog>
      );
    }
    render(<Asked />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Piekrītu' }));
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Atvērt' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Closed before it left the document, so it no longer keeps the page inert.
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus to the main area when its opener is gone (signing in replaces the header button)', async () => {
    const user = userEvent.setup();
    function SignIn() {
      const [state, setState] = useState<'guest' | 'dialog' | 'signed-in'>('guest');
      return (
        <>
          {state !== 'signed-in' ? (
            <button type="button" onClick={() => setState('dialog')}>
              Autorizējies
            </button>
          ) : null}
          <main tabIndex={-1}>Sākums</main>
          <Dialog open={state === 'dialog'} title="Autorizējies" onClose={() => setState('signed-in')}>
            <button type="button" onClick={() => setState('signed-in')}>
              Ienākt
            </button>
          </Dialog>
        </>
      );
    }
    render(<SignIn />);
    await user.click(screen.getByRole('button', { name: 'Autorizējies' }));
    await user.click(screen.getByRole('button', { name: 'Ienākt' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('stays open when a control inside handles Escape itself', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Dialog open title="Sūtīt ziņu" onClose={onClose}>
        <input
          aria-label="Adresāts"
          onKeyDown={(event) => {
            if (event.key === 'Escape') event.preventDefault();
          }}
        />
      </Dialog>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Sūtīt ziņu' }).hasAttribute('open')).toBe(true);
  });

  it('closes with the close button and returns focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Atvērt' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Aizvērt' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a press on the backdrop unless told not to, never on a press inside', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { rerender } = render(
      <Dialog open title="Jaunumi" onClose={onClose}>
        <p>Vai piekrīti saņemt jaunumus?</p>
      </Dialog>,
    );
    await user.click(screen.getByText('Vai piekrīti saņemt jaunumus?'));
    expect(onClose).not.toHaveBeenCalled();
    // A press on the ::backdrop has the <dialog> itself as its target.
    await user.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(
      <Dialog open title="Jaunumi" onClose={onClose} closeOnBackdrop={false}>
        <p>Vai piekrīti saņemt jaunumus?</p>
      </Dialog>,
    );
    await user.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
