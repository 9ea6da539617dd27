import { useSyncExternalStore } from 'react';

// The drawer's breakpoint (Header.module.css). Not shared-ui's useMediaQuery: on the home page each
// shared module costs a chunk of its own, and this is a few lines (e2e/tests/budget.test.ts).
const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia('(max-width: 639.98px)') : null);

/** Whether the header is in its phone layout (menu button and drawer). */
export function usePhone(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = query();
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => query()?.matches ?? false,
    () => false,
  );
}
