import { useRef, type ReactNode } from 'react';
import { Button, buttonClassName } from '@portal/shared-ui/components/Button';
import { Dialog } from '@portal/shared-ui/components/Dialog';
import { FormAlert } from '@portal/shared-ui/components/FormAlert';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question: 'Dzēst jaunumu?' */
  title: string;
  /** What happens, in a sentence. */
  children: ReactNode;
  /** The action's button: 'Dzēst'. */
  confirm: string;
  busy?: boolean;
  /** Why the action failed, when it did (the dialog stays open). */
  error?: string | null;
  /** The action cannot be done as things are (the server said why, in `error`): only 'Atcelt' is left. */
  confirmDisabled?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The question before a destructive action. 'Atcelt' has the focus when it opens, so Enter
 * pressed out of habit does nothing irreversible; Escape cancels (shared-ui Dialog).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirm,
  busy = false,
  error,
  confirmDisabled = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      size="small"
      initialFocusRef={cancel}
      footer={
        <div className={styles.actions}>
          <Button variant="primary" loading={busy} disabled={confirmDisabled} onClick={onConfirm}>
            {confirm}
          </Button>
          {/* A native button: shared-ui's Button takes no ref, and this one takes the focus. */}
          <button ref={cancel} type="button" className={buttonClassName({ variant: 'secondary' })} onClick={onCancel}>
            Atcelt
          </button>
        </div>
      }
    >
      <div className={styles.body}>
        {children}
        <FormAlert message={error ?? null} />
      </div>
    </Dialog>
  );
}
