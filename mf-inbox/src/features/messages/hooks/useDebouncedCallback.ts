import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Calls `callback` with the latest arguments once `delayMs` passed without another call (spec §4:
 * the message search waits 500 ms after the last keystroke). Nothing is called after unmount.
 */
export function useDebouncedCallback<TArgs extends unknown[]>(
  callback: (...args: TArgs) => void,
  delayMs: number,
): (...args: TArgs) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The callback of the latest render runs, not the one of the keystroke that started the wait.
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  return (...args: TArgs) => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      latest.current(...args);
    }, delayMs);
  };
}
