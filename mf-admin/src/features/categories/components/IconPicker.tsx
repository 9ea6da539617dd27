import { useId } from 'react';
import type { AdminCategoryIcon } from '@portal/contracts/schemas/admin/categories';
import styles from './CategoriesSection.module.css';

/** 'keep' the present icon, 'none', 'upload' a file, or one of the portal's icons by its file id. */
export type IconChoice = 'keep' | 'none' | 'upload' | number;

const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp';
const MAX_BYTES = 2 * 1024 * 1024;

/** What is wrong with a chosen file before it is sent (the server checks its content again). */
export function iconFileProblem(file: File | null): string | null {
  if (!file) return 'Izvēlies attēlu, ko augšupielādēt.';
  if (!ACCEPTED.split(',').includes(file.type)) return 'Ikonai jābūt JPEG, PNG, GIF vai WebP attēlam.';
  if (file.size > MAX_BYTES) return 'Ikona nedrīkst būt lielāka par 2 MB.';
  return null;
}

export interface IconPickerProps {
  icons: readonly AdminCategoryIcon[];
  value: IconChoice;
  onChange: (value: IconChoice) => void;
  onFile: (file: File | null) => void;
  /** Offer 'keep' (a category that has an icon, being edited), with its picture. */
  current?: string | null;
  error?: string | null;
}

/**
 * The category's icon: none, one of the portal's icons (the seed's drawings and every icon in use),
 * or an uploaded picture (made a 128×128 WebP by the server). Radio buttons, so arrows choose.
 */
export function IconPicker({ icons, value, onChange, onFile, current, error }: IconPickerProps) {
  const name = useId();
  const fileId = `${name}-file`;
  const errorId = `${name}-error`;
  const radio = (choice: IconChoice, label: string, picture?: string | null) => (
    <label className={styles.iconOption} key={String(choice)}>
      <input type="radio" name={name} checked={value === choice} onChange={() => onChange(choice)} />
      {picture ? <img src={picture} alt="" width={32} height={32} className={styles.iconImage} /> : null}
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className={styles.iconPicker} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>Ikona</legend>
      <div className={styles.iconOptions}>
        {current !== undefined ? radio('keep', 'Atstāt pašreizējo', current) : null}
        {radio('none', 'Bez ikonas')}
        {icons.map((icon) => radio(icon.id, icon.name.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' '), icon.url))}
        {radio('upload', 'Augšupielādēt attēlu')}
      </div>
      {value === 'upload' ? (
        <div className={styles.upload}>
          <label htmlFor={fileId}>Attēls (JPEG, PNG, GIF vai WebP, līdz 2 MB)</label>
          <input
            id={fileId}
            type="file"
            accept={ACCEPTED}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onFile(event.target.files?.[0] ?? null)}
          />
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
