import type { UseFormRegisterReturn } from 'react-hook-form';
import { LIMITS } from '@portal/contracts/constants';
import { FormField, type FieldErrorValue } from '@portal/shared-ui/components/FormField';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { PASSWORD_HINT } from './texts';

export interface NewPasswordFieldsProps {
  /** `form.register('password')` and `form.register('password_confirmation')`. */
  password: UseFormRegisterReturn<'password'>;
  confirmation: UseFormRegisterReturn<'password_confirmation'>;
  errors: { password?: FieldErrorValue; password_confirmation?: FieldErrorValue };
  /** The two fields' names: 'Parole' and 'Atkārto paroli', or a reset's 'Jaunā parole'. */
  labels: { password: string; confirmation: string };
}

/** A new password and the same again, with the rule under the first (a set-up, a reset). */
export function NewPasswordFields({ password, confirmation, errors, labels }: NewPasswordFieldsProps) {
  const fields = [
    { label: labels.password, hint: PASSWORD_HINT, error: errors.password, registration: password },
    { label: labels.confirmation, hint: undefined, error: errors.password_confirmation, registration: confirmation },
  ];
  return fields.map(({ label, hint, error, registration }) => (
    <FormField key={registration.name} label={label} hint={hint} error={error} required>
      <TextInput type="password" autoComplete="new-password" maxLength={LIMITS.passwordMax} {...registration} />
    </FormField>
  ));
}
