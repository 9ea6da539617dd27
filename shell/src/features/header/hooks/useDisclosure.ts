import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '@portal/shared-ui/lib/router';

/** Open disclosures, innermost last: Escape closes only the innermost one (a dropdown inside the drawer). */
const openStack: symbol[] = [];

/**
 * Open/closed state of a dropdown or drawer. It is tied to the current location, so any
 * navigation closes it without an effect; Escape closes it and returns focus to its toggle,
 * a click or focus outside `containerRef` closes it too (unless `closeOnOutside` is off).
 */
export function useDisclosure<C extends HTMLElement = HTMLElement>({ closeOnOutside = true } = {}) {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  const containerRef = useRef<C>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpenAt(null), []);
  const toggle = useCallback(() => setOpenAt((at) => (at === key ? null : key)), [key]);

  useEffect(() => {
    if (!open) return;
    const token = Symbol('disclosure');
    openStack.push(token);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || openStack[openStack.length - 1] !== token) return;
      // A modal dialog opened from the drawer ('Autorizējies') has the Escape: it closes the dialog, not the
      // inert drawer behind it.
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('dialog') && !containerRef.current?.contains(target)) return;
      // An open list inside (the search box's hits) has the Escape first: it closes the list, not the drawer.
      if (target?.matches('[role="combobox"][aria-expanded="true"]')) return;
      // Handled: a dialog underneath must not close on the same key press.
      event.preventDefault();
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    const outside = (event: Event) => {
      if (!closeOnOutside) return;
      const container = containerRef.current;
      const toggleButton = toggleRef.current;
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (container?.contains(target) || toggleButton?.contains(target)) return;
      setOpenAt(null);
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('mousedown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      openStack.splice(openStack.indexOf(token), 1);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open, closeOnOutside]);

  return { open, toggle, close, containerRef, toggleRef };
}
