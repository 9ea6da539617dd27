import { useEffect, useId, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { Button } from '@portal/shared-ui/components/Button';
import { firstError, type FieldErrorValue } from '@portal/shared-ui/components/FormField';
import styles from './PicturePicker.module.css';

/** The buttons' words and the refusal of a file that is not a picture. */
export interface PicturePickerTexts {
  /** The choose button while there is no picture: 'Izvēlēties attēlu'. */
  choose: string;
  /** The choose button over a picture: 'Mainīt attēlu'. */
  change: string;
  /** 'Noņemt attēlu': the chosen file, or the saved picture, is taken back. */
  remove: string;
  /** Said when the chosen file is not a picture. */
  notAPicture: string;
}

export const PICTURE_TEXTS: PicturePickerTexts = {
  choose: 'Izvēlēties attēlu',
  change: 'Mainīt attēlu',
  remove: 'Noņemt attēlu',
  notAPicture: 'Izvēlies attēla failu (JPEG, PNG, GIF vai WebP).',
};

export interface PicturePickerProps {
  label: string;
  /** Said under the label: what becomes of the picture (its size, its cut). */
  hint?: string;
  required?: boolean;
  /** id of the choose button (where the focus goes for the picture's error); generated when left out. */
  id?: string;
  /** The saved picture's address. */
  current?: string | null;
  /** A newly chosen file, or null. */
  file: File | null;
  /** The remove button was pressed on the saved picture: it goes when the form is saved. */
  removed?: boolean;
  onChoose: (file: File) => void;
  /** Offered while there is a picture, where it may go (a banner always has one). */
  onRemove?: () => void;
  /** The server's or the schema's message for the file. */
  error?: FieldErrorValue;
  /** The file chooser's filter. */
  accept?: string;
  texts?: PicturePickerTexts;
  /** Draws the picture shown (or its absence); a framed picture, 'Attēla nav' without one, by default. */
  preview?: (picture: ShownPicture) => ReactNode;
  /** What the form focuses when the picture is the first field in error: the choose button. */
  ref?: Ref<{ focus: () => void }>;
}

export interface ShownPicture {
  /** The chosen file's preview, else the saved picture (unless removed), else null. */
  src: string | null;
  /** The picture is a newly chosen file, not the saved one. */
  chosen: boolean;
}

/**
 * A preview address per chosen file: made when the file is chosen (in the event, not in an effect),
 * released when another one is chosen, the picture is taken back or the picker goes away.
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

function FramedPicture({ src, chosen }: ShownPicture) {
  return (
    <div className={styles.frame}>
      {src ? (
        <img src={src} alt={chosen ? 'Izvēlētais attēls' : 'Pašreizējais attēls'} className={styles.image} />
      ) : (
        <span className={styles.none}>Attēla nav</span>
      )}
    </div>
  );
}

/**
 * A form's picture (a post's, a banner's, a profile's): a hidden file input behind the choose
 * button, the preview of the chosen file, else of the saved picture, and the remove button while
 * there is one. The file travels beside the form's checked values; the server re-encodes it.
 */
export function PicturePicker({
  label,
  hint,
  required = false,
  id,
  current = null,
  file,
  removed = false,
  onChoose,
  onRemove,
  error,
  accept = 'image/jpeg,image/png,image/gif,image/webp',
  texts = PICTURE_TEXTS,
  preview = FramedPicture,
  ref,
}: PicturePickerProps) {
  const ownId = useId();
  const buttonId = id ?? `${ownId}-choose`;
  const input = useRef<HTMLInputElement>(null);
  const [typeError, setTypeError] = useState<string | null>(null);
  const [chosenUrl, showPreview] = usePreview();
  useImperativeHandle(ref, () => ({ focus: () => document.getElementById(buttonId)?.focus() }), [buttonId]);

  const shown = file ? chosenUrl : removed ? null : current;
  const message = typeError ?? firstError(error);
  const describedBy = [hint ? `${ownId}-hint` : null, message ? `${buttonId}-error` : null].filter(Boolean).join(' ');

  return (
    <div role="group" aria-labelledby={`${ownId}-label`} className={styles.picker}>
      <span id={`${ownId}-label`} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </span>
      {hint ? (
        <p id={`${ownId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.row}>
        {preview({ src: shown, chosen: file !== null })}
        <div className={styles.buttons}>
          <Button
            id={buttonId}
            variant="secondary"
            aria-describedby={describedBy || undefined}
            aria-invalid={message ? true : undefined}
            onClick={() => input.current?.click()}
          >
            {shown ? texts.change : texts.choose}
          </Button>
          {onRemove && (file || shown) ? (
            // The same kind of control as the choose button (issue 18): two actions on one picture.
            <Button
              variant="secondary"
              onClick={() => {
                setTypeError(null);
                showPreview(null);
                onRemove();
                // The button goes away with the picture; the focus stays in the picker.
                document.getElementById(buttonId)?.focus();
              }}
            >
              {texts.remove}
            </Button>
          ) : null}
        </div>
      </div>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={label}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          // The same file chosen again must fire a change next time too.
          event.target.value = '';
          if (!chosen) return;
          if (!chosen.type.startsWith('image/')) {
            setTypeError(texts.notAPicture);
            return;
          }
          setTypeError(null);
          showPreview(chosen);
          onChoose(chosen);
        }}
      />
      {message ? (
        <p id={`${buttonId}-error`} className={styles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
