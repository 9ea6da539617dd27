// Component tests: unmount what each test rendered.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { server } from '@portal/shared-ui/testing/network';
// jest-dom's matchers (toBeInTheDocument, toBeVisible, toHaveTextContent…) on every workspace's `expect`,
// loaded once here rather than per test file; their types come from build/jest-dom.d.ts.
import '@testing-library/jest-dom/vitest';
import { setRouteTable } from '@portal/contracts/routes';
import { allAppRoutes } from './release-manifest.mjs';

// The live route table as the shell sets it from the remotes map: every app's routes.json, so links,
// the guard and titles in component tests see the routes the portal serves.
setRouteTable(allAppRoutes());

afterEach(() => cleanup());

// The network edge (shared-ui/src/testing/network.ts): each test says what the API answers; a request
// it did not expect fails the test rather than leaving a screen quietly in its error state. One sent
// after a test ended (a screen that navigated on its last step, fetching as it was unmounted) is no
// test's to answer, so it is not blamed on the next one.
const unhandled: string[] = [];
let testRunning = false;
server.events.on('request:unhandled', ({ request }) => {
  if (testRunning) unhandled.push(`${request.method} ${request.url}`);
});
beforeEach(() => {
  testRunning = true;
});
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // As the shell wires the client (shell/src/app/api/connectApiClient.ts): a signed-in session's calls carry
  // its token. Imported here, after the test file's own vi.mock calls are in place, so the session store is
  // the instance the test uses (a static import would load it before them, with the real API modules).
  const [{ configureApiClient }, { getToken }] = await Promise.all([
    import('@portal/contracts/api/client'),
    import('@portal/shared-ui/stores/session'),
  ]);
  configureApiClient({ getToken });
  // The page the shell serves carries its CSRF token; the client sends it with every request.
  if (typeof document !== 'undefined' && !document.querySelector('meta[name="csrf-token"]')) {
    document.head.insertAdjacentHTML('beforeend', '<meta name="csrf-token" content="test-csrf-token">');
  }
});
afterEach(() => {
  testRunning = false;
  server.resetHandlers();
  const requests = unhandled.splice(0);
  if (requests.length > 0) throw new Error(`Requests no test answered: ${requests.join(', ')}`);
});
afterAll(() => server.close());

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
