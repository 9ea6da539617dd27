import type { ReactNode } from 'react';
import { Button } from '@portal/shared-ui/components/Button';
import { Form, FormError } from '@portal/shared-ui/components/Form';
import type { FormController } from '@portal/shared-ui/lib/form';
import { Link, type To } from '@portal/shared-ui/lib/router';
import styles from './EditorForm.module.css';

export interface EditorFormProps {
  /** What `useSchemaForm` returned. */
  form: FormController;
  /** The list the editor came from: 'Atcelt' goes back to it. */
  backTo: To;
  /** Where visitors see the saved item ('Skatīt portālā'), once they can. */
  viewTo?: To | null;
  /** The fields. */
  children: ReactNode;
}

/**
 * The form of a news post's, page's or banner's own screen: the fields, then 'Saglabāt', 'Atcelt'
 * (back to the list) and, for a saved item visitors can see, 'Skatīt portālā'.
 */
export function EditorForm({ form, backTo, viewTo, children }: EditorFormProps) {
  return (
    <Form form={form} className={styles.form}>
      <FormError />
      {children}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={form.submitting}>
          Saglabāt
        </Button>
        <Link to={backTo}>Atcelt</Link>
        {viewTo ? (
          <Link to={viewTo} className={styles.view}>
            Skatīt portālā
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
