import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Avatar } from '@portal/shared-ui/components/Avatar';
import { Button } from '@portal/shared-ui/components/Button';
import styles from './AvatarPicker.module.css';

export const NOT_AN_IMAGE = 'Profila bildei jāizvēlas attēla fails.';

export interface AvatarPickerProps {
  /** id of the 'Mainīt bildi' button (where the focus goes for an avatar error) */
  id: string;
  /** the avatar saved now (its URL): the profile edit's; the registration has none */
  current?: string | null;
  /** a newly chosen file, or null */
  file: File | null;
  /** 'Dzēst bildi' was pressed on the saved avatar: it goes when the form is saved */
  removed?: boolean;
  onChoose: (file: File) => void;
  /** 'Dzēst bildi': the chosen file (or the saved avatar) is taken back */
  onRemove: () => void;
  /** the preview's size in px (registration 96, profile edit 120) */
  size?: number;
  /** the server's message for the file */
  error?: string;
  /** What the form focuses when the picture is the first field in error: 'Mainīt bildi'. */
  ref?: Ref<{ focus: () => void }>;
}

/**
 * A preview URL per chosen file: made when the file is chosen (in the event, not in an effect),
 * released when another one is chosen, the picture is deleted or the picker goes away.
 */
function usePreview() {
  const current = useRef<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = null;
    },
    [],
  );
  const show = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file ? URL.createObjectURL(file) : null;
    setUrl(current.current);
  };
  return [url, show] as const;
}

/**
 * The profile picture of the registration and of the profile edit (spec §2.2): a hidden file input
 * behind 'Mainīt bildi' and 'Dzēst bildi'. The preview shows the newly chosen file, else the
 * current avatar (unless deleted), else the default icon; 'Dzēst bildi' only while there is one.
 */
export function AvatarPicker({
  id,
  current = null,
  file,
  removed = false,
  onChoose,
  onRemove,
  size = 96,
  error,
  ref,
}: AvatarPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => document.getElementById(id)?.focus() }), [id]);
  const labelId = `${useId()}-label`;
  const errorId = `${id}-error`;
  const [typeError, setTypeError] = useState<string | null>(null);
  const [chosenUrl, showPreview] = usePreview();
  const shown = file ? chosenUrl : removed ? null : current;
  const message = typeError ?? error;

  return (
    <div role="group" aria-labelledby={labelId} className={styles.picker}>
      <span id={labelId} className={styles.label}>
        Profila bilde
      </span>
      <div className={styles.row}>
        <Avatar
          src={shown}
          name={file ? 'Izvēlētā profila bilde' : shown ? 'Pašreizējā profila bilde' : 'Profila bildes nav'}
          size={size}
        />
        <div className={styles.buttons}>
          <Button
            id={id}
            variant="secondary"
            aria-describedby={message ? errorId : undefined}
            onClick={() => input.current?.click()}
          >
            Mainīt bildi
          </Button>
          {file || shown ? (
            // The same kind of control as 'Mainīt bildi' (issue 18): two actions on one picture.
            <Button
              variant="secondary"
              onClick={() => {
                setTypeError(null);
                showPreview(null);
                onRemove();
                // The button goes away with the picture; the focus stays in the picker.
                document.getElementById(id)?.focus();
              }}
            >
              Dzēst bildi
            </Button>
          ) : null}
        </div>
      </div>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label="Profila bilde"
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          // The same file chosen again must fire a change next time too.
          event.target.value = '';
          if (!chosen) return;
          if (!chosen.type.startsWith('image/')) {
            setTypeError(NOT_AN_IMAGE);
            return;
          }
          setTypeError(null);
          showPreview(chosen);
          onChoose(chosen);
        }}
      />
      {message ? (
        <p id={errorId} className={styles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
