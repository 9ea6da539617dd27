import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@portal/shared-ui/lib/router';
import { MAX_UPLOAD_BYTES, type MaterialType } from '@portal/contracts/constants';
import { FORM_MESSAGES } from '@portal/contracts/messages';
import type { Material } from '@portal/contracts/schemas/entities';
import { PageFrame } from '@portal/shared-ui/components/PageFrame';
import { useDocumentTitle } from '@portal/shared-ui/lib/documentTitle';
import { readIds } from '../hooks/categoryCascade';
import { MaterialForm } from './MaterialForm';
import { UploadDone } from './UploadDone';
import { UploadStart } from './UploadStart';
import styles from './UploadScreen.module.css';

type Step =
  { name: 'start' } | { name: 'form'; type: MaterialType; file: File | null } | { name: 'done'; material: Material };

export const UPLOAD_TITLES: Record<MaterialType, string> = { file: 'Augšuplādēt failu', link: 'Pievienot saiti' };

function readType(value: string | null): MaterialType | null {
  return value === 'file' || value === 'link' ? value : null;
}

/**
 * The upload (spec §2.2): 1. a file from the drop area or picker, or 'Pievienot saiti'; 2. the
 * material form; 3. the material as submitted. `?type=link` (the '+ Pievienot' of 'Noderīgas
 * saites') opens the link form at once; `?categories=3,31,319` preselects the category.
 */
export function UploadScreen() {
  const [params] = useSearchParams();
  const presetType = readType(params.get('type'));
  const presetCategories = readIds(params.get('categories'));
  const [step, setStep] = useState<Step>(
    presetType === 'link' ? { name: 'form', type: 'link', file: null } : { name: 'start' },
  );
  const [fileError, setFileError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  // A new step is announced by moving to its heading (not on arrival: the shell focuses the page).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const title =
    step.name === 'done'
      ? 'Materiāls iesniegts!'
      : step.name === 'form'
        ? UPLOAD_TITLES[step.type]
        : UPLOAD_TITLES.file;
  useDocumentTitle(title);

  const chooseFile = (file: File) => {
    if (file.size > MAX_UPLOAD_BYTES) {
      setFileError(FORM_MESSAGES.fileTooLarge);
      return;
    }
    setFileError(null);
    setStep({ name: 'form', type: 'file', file });
  };

  return (
    <PageFrame title={title} titleRef={headingRef} width="form">
      <div className={styles.screen}>
        {step.name === 'start' ? (
          <UploadStart
            error={fileError}
            onFile={chooseFile}
            onLink={() => {
              setFileError(null);
              setStep({ name: 'form', type: 'link', file: null });
            }}
          />
        ) : null}
        {step.name === 'form' ? (
          <MaterialForm
            type={step.type}
            file={step.file}
            presetCategories={presetCategories}
            // Spec §2.2: back resets the form and its errors (the form is made afresh).
            onBack={() => setStep({ name: 'start' })}
            onSaved={(material) => setStep({ name: 'done', material })}
          />
        ) : null}
        {step.name === 'done' ? (
          <UploadDone material={step.material} onAgain={() => setStep({ name: 'start' })} />
        ) : null}
      </div>
    </PageFrame>
  );
}
