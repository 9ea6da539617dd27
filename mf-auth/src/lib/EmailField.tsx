import { LIMITS } from '@portal/contracts/constants';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import type { SchemaForm } from '@portal/shared-ui/lib/form';

/** 'E-pasts' of the forms that only ask for an address (reset request, resend confirmation). */
export function EmailField({ form }: { form: SchemaForm<{ email: string }, { email: string }> }) {
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
