import {
  useId,
  useLayoutEffect,
  useRef,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
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

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A native modal `<dialog>` opened with `showModal()`: the browser puts it in the top layer, makes
 * the rest of the page inert (so focus cannot leave it) and turns Escape into a `cancel` event.
 * The dialog exists only while `open` is true; closing gives focus back to the element that had it
 * (or, when that element is gone, to the page's main area).
 */
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  // Before paint, so the dialog is never seen as an ordinary block in the page.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const body = bodyRef.current;
    if (!open || !dialog || !body) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // The browser would focus the first control, the close button in the header; the content's first control
    // (or what the caller asks for) is where a person starts.
    const first = body.querySelector<HTMLElement>(FOCUSABLE);
    (initialFocusRef?.current ?? first ?? dialog).focus();
    // Long text without controls must still scroll from the keyboard: make the body a tab stop then.
    if (!first && body.scrollHeight > body.clientHeight) body.tabIndex = 0;
    return () => {
      // Closed (and no longer making the page inert) before the opener can take focus back.
      if (dialog.open) dialog.close();
      // An opener that is gone (signing in swaps the header's 'Autorizējies' for the user menu) would
      // leave focus on <body>: the page's main area takes it instead, where reading goes on.
      if (opener?.isConnected && opener !== document.body) opener.focus();
      else document.querySelector<HTMLElement>('main[tabindex]')?.focus({ preventScroll: true });
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  // Escape: the caller decides (`onClose`), so the dialog stays in step with its `open` prop. A control that uses
  // Escape itself (an open listbox) cancels the keydown, and then the browser sends no `cancel`.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  // The panel fills the <dialog> box, so a press whose target is the <dialog> itself landed on its ::backdrop.
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  };

  return createPortal(
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the backdrop press; Escape and the close button are the keyboard's ways
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className={[styles.dialog, styles[size]].join(' ')}
      onCancel={onCancel}
      onMouseDown={onMouseDown}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <IconButton icon="close" label="Aizvērt" onClick={onClose} className={styles.close} />
      </header>
      <div ref={bodyRef} className={styles.body}>
        {children}
      </div>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </dialog>,
    document.body,
  );
}
