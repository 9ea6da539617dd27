import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '@portal/shared-ui/components/IconButton';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** What to focus on opening; defaults to the first focusable element of the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Clicking the dimmed backdrop closes too (default true). */
  closeOnBackdrop?: boolean;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'medium',
  initialFocusRef,
  closeOnBackdrop = true,
}: DialogProps) {
  const titleId = `${useId()}-title`;
  const backdropRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const closeOnBackdropRef = useRef(closeOnBackdrop);
  useEffect(() => {
    onCloseRef.current = onClose;
    closeOnBackdropRef.current = closeOnBackdrop;
  });

  // Opening: remember who had focus, move focus in, keep it in, lock the page scroll. Closing: give it back.
  useEffect(() => {
    if (!open) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const body = bodyRef.current;
    const target = initialFocusRef?.current ?? (body && focusableIn(body)[0]) ?? panel;
    target?.focus();
    // Long text without controls must still scroll from the keyboard: make the body a tab stop then.
    if (body && body.scrollHeight > body.clientHeight && focusableIn(body).length === 0) body.tabIndex = 0;

    // Escape and Tab are handled on the document so they work wherever focus sits in the dialog;
    // a control that uses Escape itself (an open listbox) calls preventDefault and keeps the dialog open.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    const backdrop = backdropRef.current;
    const onBackdropDown = (event: MouseEvent) => {
      if (closeOnBackdropRef.current && event.target === backdrop) onCloseRef.current();
    };
    backdrop?.addEventListener('mousedown', onBackdropDown);

    const keepFocusInside = (event: FocusEvent) => {
      if (panel && event.target instanceof Node && !panel.contains(event.target)) {
        (focusableIn(panel)[0] ?? panel).focus();
      }
    };
    document.addEventListener('focusin', keepFocusInside);

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      backdrop?.removeEventListener('mousedown', onBackdropDown);
      document.removeEventListener('focusin', keepFocusInside);
      document.body.style.overflow = overflow;
      if (returnTo && returnTo.isConnected) returnTo.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  return createPortal(
    <div ref={backdropRef} className={styles.backdrop}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.panel, styles[size]].join(' ')}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <IconButton icon="close" label="Aizvērt" onClick={() => onCloseRef.current()} className={styles.close} />
        </header>
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}
