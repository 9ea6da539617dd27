// Component tests: unmount what each test rendered.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
// jest-dom's matchers (toBeInTheDocument, toBeVisible, toHaveTextContent…) on every workspace's `expect`,
// loaded once here rather than per test file; their types come from build/jest-dom.d.ts.
import '@testing-library/jest-dom/vitest';

afterEach(() => cleanup());

// happy-dom's <dialog> has showModal() and close(), but showModal() only sets `open`: no Escape → `cancel`
// as a browser has. Enough of it for the component tests (test environment only; the product relies on the
// browser's own): the innermost modal dialog gets a cancelable `cancel` on an Escape keydown that nothing
// handled, and closes unless the `cancel` is cancelled.
if (typeof window !== 'undefined' && 'HTMLDialogElement' in window) {
  const modals: HTMLDialogElement[] = [];
  const proto = window.HTMLDialogElement.prototype;
  const { showModal, close } = proto;
  proto.showModal = function (this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
    showModal.call(this);
    modals.push(this);
  };
  proto.close = function (this: HTMLDialogElement, returnValue?: string) {
    const at = modals.indexOf(this);
    if (at >= 0) modals.splice(at, 1);
    close.call(this, returnValue);
  };
  window.document.addEventListener('keydown', (event) => {
    const top = modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
    if (event.key !== 'Escape' || event.defaultPrevented || !top) return;
    if (top.dispatchEvent(new window.Event('cancel', { cancelable: true }))) top.close();
  });
}
