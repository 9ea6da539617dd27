import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Avatar } from '@portal/shared-ui/components/Avatar';
import { Button } from '@portal/shared-ui/components/Button';
import styles from './AvatarPicker.module.css';

export const NOT_AN_IMAGE = 'Profila bildei jāizvēlas attēla fails.';

export interface AvatarPickerProps {
  /** id of the 'Mainīt bildi' button (where the focus goes for an avatar error) */
  id: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** the server's message for the file */
  error?: string;
  /** What the form focuses when the picture is the first field in error: 'Mainīt bildi'. */
  ref?: Ref<{ focus: () => void }>;
}

/**
 * A preview URL per chosen file: made when the file is chosen, released when another one is
 * chosen, the picture is deleted or the picker goes away.
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
 * The avatar of the registration (spec §2.2): a hidden file input behind 'Mainīt bildi',
 * 'Dzēst bildi' to take the chosen picture back, and a preview (the default avatar without one).
 */
export function AvatarPicker({ id, file, onChange, error, ref }: AvatarPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => document.getElementById(id)?.focus() }), [id]);
  const labelId = `${useId()}-label`;
  const errorId = `${id}-error`;
  const [typeError, setTypeError] = useState<string | null>(null);
  const [preview, showPreview] = usePreview();
  const choose = (chosen: File | null) => {
    showPreview(chosen);
    onChange(chosen);
  };
  const message = typeError ?? error;

  return (
    <div role="group" aria-labelledby={labelId} className={styles.picker}>
      <span id={labelId} className={styles.label}>
        Profila bilde
      </span>
      <div className={styles.row}>
        <Avatar src={file ? preview : null} name={file ? 'Izvēlētā profila bilde' : 'Profila bildes nav'} size={96} />
        <div className={styles.buttons}>
          <Button
            id={id}
            variant="secondary"
            aria-describedby={message ? errorId : undefined}
            onClick={() => input.current?.click()}
          >
            Mainīt bildi
          </Button>
          {file ? (
            <Button
              variant="link"
              onClick={() => {
                setTypeError(null);
                choose(null);
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
          choose(chosen);
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
