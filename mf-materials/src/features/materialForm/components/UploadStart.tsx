import { MAX_UPLOAD_TEXT } from '@portal/contracts/constants';
import { Button } from '@portal/shared-ui/components/Button';
import { DropArea } from '@portal/shared-ui/components/DropArea';
import { ACCEPTED_FILES } from './FilePicker';
import styles from './UploadStart.module.css';

export interface UploadStartProps {
  onFile: (file: File) => void;
  onLink: () => void;
  error?: string | null;
}

/** Step 1: a file (excel, pdf, word, powerpoint, image; at most 250MB) or a link (spec §2.2). */
export function UploadStart({ onFile, onLink, error }: UploadStartProps) {
  return (
    <div className={styles.start}>
      <DropArea
        onFile={onFile}
        accept={ACCEPTED_FILES}
        hint={`Excel, PDF, Word, PowerPoint vai attēls. Maksimālais faila izmērs ${MAX_UPLOAD_TEXT}.`}
        error={error}
      />
      <p className={styles.or}>vai</p>
      <div className={styles.link}>
        <Button variant="secondary" icon="link" onClick={onLink}>
          Pievienot saiti
        </Button>
      </div>
    </div>
  );
}
