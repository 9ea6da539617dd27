import { useSyncExternalStore } from 'react';

const matcher = (query: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

/** Whether a CSS media query matches now, following its changes (false where it cannot be asked). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matcher(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => matcher(query)?.matches ?? false,
    () => false,
  );
}
