import { LIMITS } from '@portal/contracts/constants';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import type { SchemaForm } from './useSchemaForm';

/** 'E-pasts' of the forms that only ask for an address (reset request, resend confirmation). */
export function EmailField({ form }: { form: SchemaForm<{ email: string }> }) {
  return (
    <FormField label="E-pasts" id={form.fieldId('email')} error={form.errors.email} required>
      <TextInput
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        maxLength={LIMITS.email}
        value={form.values.email}
        onChange={(event) => form.change('email', event.target.value)}
        onBlur={() => form.blur('email')}
      />
    </FormField>
  );
}
