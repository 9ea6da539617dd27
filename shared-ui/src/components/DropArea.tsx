import { useId, useState, type ChangeEvent, type DragEvent, type Ref } from 'react';
import { Icon } from '@portal/shared-ui/components/Icon';
import styles from './DropArea.module.css';

export interface DropAreaProps {
  /** Called with the file chosen in the picker or dropped on the area (the first one of several). */
  onFile: (file: File) => void;
  /** The picker's filter, e.g. '.pdf,.docx,image/*' (a dropped file is not filtered: the server judges). */
  accept?: string;
  /** The visible text of the picker, and (with `dragLabel`) its accessible name. */
  label?: string;
  /** Said after `label` where a file can be dragged (a mouse); left out on a touch screen. */
  dragLabel?: string;
  /** What may be chosen, under the label: 'Excel, PDF, Word, PowerPoint vai attēls. Maksimālais faila izmērs 250MB.' */
  hint?: string;
  /** A message about the chosen file (too large, wrong kind); the input is marked invalid. */
  error?: string | null;
  disabled?: boolean;
  /** The input (so a form can focus it). */
  ref?: Ref<HTMLInputElement>;
  id?: string;
}

/**
 * A file picker that is also a drop target. The control is a native `<input type="file">`
 * (keyboard: Tab to it, Enter or Space opens the picker; screen readers announce it as a file
 * button), drawn as the whole area through its label; dropping a file anywhere on the area chooses it too.
 */
export function DropArea({
  onFile,
  accept,
  label = 'Izvēlies failu',
  dragLabel = 'vai ievelc to šeit',
  hint,
  error,
  disabled = false,
  ref,
  id,
}: DropAreaProps) {
  const generated = useId();
  const inputId = id ?? `drop-${generated}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [over, setOver] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal: forget this choice.
    event.target.value = '';
    if (file) onFile(file);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={[styles.area, over ? styles.over : '', error ? styles.invalid : '', disabled ? styles.disabled : '']
        .filter(Boolean)
        .join(' ')}
      data-dragging={over || undefined}
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <input
        ref={ref}
        id={inputId}
        type="file"
        className={styles.input}
        accept={accept}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={onChange}
      />
      <label htmlFor={inputId} className={styles.label}>
        <Icon name="upload" size={40} className={styles.icon} />
        <span className={styles.text}>
          {label}
          {dragLabel ? <span className={styles.drag}>{` ${dragLabel}`}</span> : null}
        </span>
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <Icon name="alert" size={18} />
          {error}
        </p>
      ) : null}
    </div>
  );
}
