import type { UseFormRegisterReturn } from 'react-hook-form';
import { LIMITS } from '@portal/contracts/constants';
import { FormField, type FieldErrorValue } from '@portal/shared-ui/components/FormField';
import { TextInput } from '@portal/shared-ui/components/TextInput';

export interface EmailFieldProps extends UseFormRegisterReturn<'email'> {
  error?: FieldErrorValue;
}

/** 'E-pasts' of the account forms: `<EmailField error={form.errors.email} {...form.register('email')} />`. */
export function EmailField({ error, ...field }: EmailFieldProps) {
  return (
    <FormField label="E-pasts" error={error} required>
      <TextInput type="email" autoComplete="email" inputMode="email" maxLength={LIMITS.email} {...field} />
    </FormField>
  );
}
