import type { UseFormRegisterReturn } from 'react-hook-form';
import { LIMITS } from '@portal/contracts/constants';
import { FormField, type FieldErrorValue } from '@portal/shared-ui/components/FormField';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { PASSWORD_HINT } from './texts';

type PasswordName = 'password' | 'password_confirmation';

/** What the fields need of a `useSchemaForm` form with a password and its confirmation. */
export interface NewPasswordForm {
  register: (name: PasswordName) => UseFormRegisterReturn;
  errors: Partial<Record<PasswordName, FieldErrorValue>>;
}

/** The two fields' names: 'Parole' and 'Atkārto paroli', or a reset's 'Jaunā parole'. */
export type NewPasswordLabels = Record<PasswordName, string>;

/** A new password and the same again, the rule under the first (the set-up, a password reset). */
export function NewPasswordFields({ form, labels }: { form: NewPasswordForm; labels: NewPasswordLabels }) {
  return (['password', 'password_confirmation'] as const).map((name) => (
    <FormField
      key={name}
      label={labels[name]}
      hint={name === 'password' ? PASSWORD_HINT : undefined}
      error={form.errors[name]}
      required
    >
      <TextInput type="password" autoComplete="new-password" maxLength={LIMITS.passwordMax} {...form.register(name)} />
    </FormField>
  ));
}
