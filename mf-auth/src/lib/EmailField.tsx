import type { UseFormRegisterReturn } from 'react-hook-form';
import { LIMITS } from '@portal/contracts/constants';
import { FormField, type FieldErrorValue } from '@portal/shared-ui/components/FormField';
import { TextInput } from '@portal/shared-ui/components/TextInput';

/** What the field needs of a `useSchemaForm` form with an `email`. */
export interface EmailForm {
  register: (name: 'email') => UseFormRegisterReturn;
  errors: { email?: FieldErrorValue };
}

/** 'E-pasts' of the account forms (reset request and reset, resend confirmation, set-up). */
export function EmailField({ form }: { form: EmailForm }) {
  return (
    <FormField label="E-pasts" error={form.errors.email} required>
      <TextInput
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={LIMITS.email}
        {...form.register('email')}
      />
    </FormField>
  );
}
