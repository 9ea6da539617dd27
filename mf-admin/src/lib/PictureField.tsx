import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Button } from '@portal/shared-ui/components/Button';
import { firstError, type FieldErrorValue } from '@portal/shared-ui/components/FormField';
import styles from './PictureField.module.css';

export const NOT_A_PICTURE = 'Izvēlies attēla failu (JPEG, PNG, GIF vai WebP).';
const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

export interface PictureFieldProps {
  label: string;
  /** Said under the label: what becomes of the picture (its size, its cut). */
  hint?: string;
  /** The saved picture's address. */
  current: string | null;
  /** A newly chosen file, or null. */
  file: File | null;
  /** 'Noņemt attēlu' was pressed on the saved picture: it goes when the form is saved. */
  removed?: boolean;
  onChoose(file: File): void;
  /** Offered when the picture may go (a post's; a banner always has one). */
  onRemove?(): void;
  required?: boolean;
  error?: FieldErrorValue;
  /** What the form focuses when the picture is the first field in error: the choose button. */
  ref?: Ref<{ focus(): void }>;
}

/**
 * A preview address per chosen file: made when the file is chosen (in the event, not in an effect),
 * released when another one is chosen, the picture is taken back or the field goes away.
 */
function usePreview() {
  const made = useRef<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (made.current) URL.revokeObjectURL(made.current);
      made.current = null;
    },
    [],
  );
  const show = (file: File | null) => {
    if (made.current) URL.revokeObjectURL(made.current);
    made.current = file ? URL.createObjectURL(file) : null;
    setUrl(made.current);
  };
  return [url, show] as const;
}

/**
 * A post's or banner's picture: 'Izvēlēties attēlu' opens the file chooser, the preview shows the
 * chosen file, else the saved picture; 'Noņemt attēlu' takes either back. The file travels beside
 * the form's checked values; the server re-encodes it.
 */
export function PictureField({
  label,
  hint,
  current,
  file,
  removed = false,
  onChoose,
  onRemove,
  required = false,
  error,
  ref,
}: PictureFieldProps) {
  const id = useId();
  const buttonId = `${id}-choose`;
  const input = useRef<HTMLInputElement>(null);
  const [typeError, setTypeError] = useState<string | null>(null);
  const [preview, showPreview] = usePreview();
  useImperativeHandle(ref, () => ({ focus: () => document.getElementById(buttonId)?.focus() }), [buttonId]);

  const shown = file ? preview : removed ? null : current;
  const message = typeError ?? firstError(error);
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <div role="group" aria-labelledby={`${id}-label`} className={styles.field}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </span>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.row}>
        <div className={styles.preview}>
          {shown ? (
            <img src={shown} alt={file ? 'Izvēlētais attēls' : 'Pašreizējais attēls'} className={styles.image} />
          ) : (
            <span className={styles.none}>Attēla nav</span>
          )}
        </div>
        <div className={styles.buttons}>
          <Button
            id={buttonId}
            variant="secondary"
            aria-describedby={describedBy || undefined}
            aria-invalid={message ? true : undefined}
            onClick={() => input.current?.click()}
          >
            {shown ? 'Mainīt attēlu' : 'Izvēlēties attēlu'}
          </Button>
          {onRemove && shown ? (
            <Button
              variant="secondary"
              onClick={() => {
                setTypeError(null);
                showPreview(null);
                onRemove();
                // The button goes with the picture; the focus stays in the field.
                document.getElementById(buttonId)?.focus();
              }}
            >
              Noņemt attēlu
            </Button>
          ) : null}
        </div>
      </div>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        aria-label={label}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          // The same file chosen again must fire a change next time too.
          event.target.value = '';
          if (!chosen) return;
          if (!chosen.type.startsWith('image/')) {
            setTypeError(NOT_A_PICTURE);
            return;
          }
          setTypeError(null);
          showPreview(chosen);
          onChoose(chosen);
        }}
      />
      {message ? (
        <p id={`${id}-error`} className={styles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
