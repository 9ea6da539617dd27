import { createContext, useContext, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormAlert } from '@portal/shared-ui/components/FormAlert';
import type { FormController } from '@portal/shared-ui/lib/form';

const FormErrorContext = createContext<string | null>(null);

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** What `useSchemaForm` returned. */
  form: FormController;
  children: ReactNode;
}

/**
 * The `<form>` of a `useSchemaForm` form: submits through it (the browser's own validation is off,
 * the schema decides), is busy while the call runs, and clears the generic form error on any
 * keypress inside it (spec §4). Put `<FormError />` where the generic error belongs.
 */
export function Form({ form, children, ...rest }: FormProps) {
  return (
    <FormErrorContext.Provider value={form.formError}>
      <form
        {...rest}
        noValidate
        aria-busy={form.submitting || undefined}
        onSubmit={(event) => void form.submit(event)}
        onKeyDownCapture={() => {
          if (form.formError !== null) form.setFormError(null);
        }}
      >
        {children}
      </form>
    </FormErrorContext.Provider>
  );
}

/** The generic error of the surrounding `Form` (role alert); nothing when there is none. */
export function FormError({ className }: { className?: string }) {
  return <FormAlert message={useContext(FormErrorContext)} className={className} />;
}
