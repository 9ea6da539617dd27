import type { ChangeEvent, Ref } from 'react';
import { Icon } from '@portal/shared-ui/components/Icon';
import type { FieldControlProps } from '@portal/shared-ui/components/FormField';
import { formatFileSize } from '../hooks/fileSize';
import styles from './FilePicker.module.css';

export const ACCEPTED_FILES =
  '.xls,.xlsx,.ods,.csv,.pdf,.doc,.docx,.odt,.rtf,.ppt,.pptx,.odp,image/jpeg,image/png,image/gif,image/webp';

export interface FilePickerProps extends Partial<FieldControlProps> {
  /** the file chosen now */
  file: File | null;
  /** the name of the file the material has (editing) */
  stored?: string | null;
  onChange: (file: File) => void;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** The material form's file: its name and size, and 'Aizstāt failu' to choose another (spec §2.2). */
export function FilePicker({ file, stored, onChange, disabled, ref, id, ...aria }: FilePickerProps) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen) onChange(chosen);
  };
  return (
    <div className={styles.picker}>
      <p className={styles.name}>
        <Icon name="generic" size={20} />
        {file ? (
          <span>
            {file.name} <span className={styles.size}>({formatFileSize(file.size)})</span>
          </span>
        ) : (
          <span>{stored ?? 'Fails nav izvēlēts'}</span>
        )}
      </p>
      <input
        {...aria}
        ref={ref}
        id={id}
        type="file"
        className={styles.input}
        accept={ACCEPTED_FILES}
        disabled={disabled}
        onChange={choose}
      />
      <label htmlFor={id} className={styles.button}>
        Aizstāt failu
      </label>
    </div>
  );
}
