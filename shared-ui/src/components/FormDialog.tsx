import type { ReactNode } from 'react';
import { Button } from '@portal/shared-ui/components/Button';
import { Dialog, type DialogProps } from '@portal/shared-ui/components/Dialog';
import { Form, FormError } from '@portal/shared-ui/components/Form';
import type { IconGlyph } from '@portal/shared-ui/components/Icon';
import type { FormController } from '@portal/shared-ui/lib/form';
import styles from './FormDialog.module.css';

export interface FormDialogProps {
  /** What `useSchemaForm` returned. */
  form: FormController;
  title: string;
  size?: DialogProps['size'];
  /** What the dialog is about, above the form's error and fields: paragraphs. */
  lead?: ReactNode;
  /** The submit button's word: 'Paslēpt'. */
  submit: string;
  submitIcon?: IconGlyph;
  /** Nothing can be sent (no place to move to). */
  submitDisabled?: boolean;
  /** Another action on what the dialog edits, between the submit button and 'Atcelt' ('Noņemt saiti'). */
  more?: ReactNode;
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
}

/**
 * A dialog that is one form: what it is about, the form's error, the fields, then the submit button
 * and 'Atcelt'. While the form is being sent it stays open (Escape, the backdrop and 'Atcelt' wait),
 * so the answer is not lost; Enter in a field sends it. Render it only while open, so each opening
 * starts with an empty form.
 */
export function FormDialog({
  form,
  title,
  size,
  lead,
  submit,
  submitIcon,
  submitDisabled = false,
  more,
  onClose,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      open
      title={title}
      size={size}
      onClose={() => {
        if (!form.submitting) onClose();
      }}
    >
      {/* The dialog is drawn outside the page, but React passes its submit on to a form around the
          dialog's opener (a post's form around its editor's link button): it ends here. */}
      <div className={styles.contents} onSubmit={(event) => event.stopPropagation()}>
        <Form form={form} className={styles.form}>
          {lead}
          <FormError />
          {children}
          <div className={styles.buttons}>
            <Button type="submit" icon={submitIcon} loading={form.submitting} disabled={submitDisabled}>
              {submit}
            </Button>
            {more}
            <Button variant="secondary" onClick={onClose} disabled={form.submitting}>
              Atcelt
            </Button>
          </div>
        </Form>
      </div>
    </Dialog>
  );
}
