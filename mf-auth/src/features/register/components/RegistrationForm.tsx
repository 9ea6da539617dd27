import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link } from '@portal/shared-ui/lib/router';
import { LIMITS } from '@portal/contracts/constants';
import { routePath } from '@portal/contracts/routes';
import { AvatarPicker } from '@portal/shared-ui/components/AvatarPicker';
import { Button } from '@portal/shared-ui/components/Button';
import { CaptchaField } from '@portal/shared-ui/components/CaptchaField';
import { Checkbox } from '@portal/shared-ui/components/Checkbox';
import { Form, FormError } from '@portal/shared-ui/components/Form';
import { FormField } from '@portal/shared-ui/components/FormField';
import { SchoolField } from '@portal/shared-ui/components/SchoolField';
import { TextArea } from '@portal/shared-ui/components/TextArea';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';
import { useCaptchaConfig } from '@portal/shared-ui/queries/captcha';
import { PASSWORD_HINT } from '../../../lib/texts';
import { CAPTCHA_KEY, type TextField, type useRegistrationForm } from '../hooks/useRegistrationForm';
import styles from './RegistrationForm.module.css';

export const LABELS = {
  first_name: 'Vārds',
  last_name: 'Uzvārds',
  email: 'E-pasts',
  password: 'Parole',
  password_confirmed: 'Atkārto paroli',
  school_id: 'Skola',
  description: 'Īss apraksts par sevi',
  note: 'Pamatojums',
} as const;

export const NOTE_HINT = 'Pastāsti, kāpēc tev nav Mykoob vai E-klases konta, ar kuru pierakstīties.';

type Registration = ReturnType<typeof useRegistrationForm>;

/**
 * The registration form's fields (spec §2.2): avatar, names, e-mail, password twice (not with
 * a provider token), school, short description, justification (not with a provider token),
 * newsletter, terms, captcha, and 'Reģistrēties' (disabled while sending).
 */
export function RegistrationForm({ registration }: { registration: Registration }) {
  const { form, withProvider } = registration;
  const captcha = useCaptchaConfig();
  const avatarId = `${useId()}-avatar`;
  const [description, note] = useWatch({ control: form.control, name: ['description', 'note'] });

  const text = (field: TextField, type: 'text' | 'email' | 'password', autoComplete: string, hint?: string) => (
    <FormField label={LABELS[field]} error={form.errors[field]} hint={hint} required>
      <TextInput
        type={type}
        autoComplete={autoComplete}
        maxLength={type === 'password' ? LIMITS.passwordMax : LIMITS.name}
        {...form.register(field)}
      />
    </FormField>
  );

  const area = (field: 'description' | 'note', value: string, max: number, required: boolean, hint?: string) => (
    <FormField
      label={LABELS[field]}
      error={form.errors[field]}
      hint={hint}
      remaining={max - [...value].length}
      required={required}
    >
      <TextArea rows={4} maxLength={max} {...form.register(field)} />
    </FormField>
  );

  return (
    <Form form={form} className={styles.form}>
      <Controller
        control={form.control}
        name="file"
        render={({ field, fieldState }) => (
          <AvatarPicker
            ref={field.ref}
            id={avatarId}
            file={field.value}
            onChoose={field.onChange}
            onRemove={() => field.onChange(null)}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className={styles.pair}>
        {text('first_name', 'text', 'given-name')}
        {text('last_name', 'text', 'family-name')}
      </div>
      {text('email', 'email', 'email')}
      {withProvider ? null : (
        <div className={styles.pair}>
          {text('password', 'password', 'new-password', PASSWORD_HINT)}
          {text('password_confirmed', 'password', 'new-password')}
        </div>
      )}
      <SchoolField form={form} name="school_id" label={LABELS.school_id} required={withProvider} />
      {area('description', description, LIMITS.description, false)}
      {withProvider ? null : area('note', note, LIMITS.note, true, NOTE_HINT)}
      <Checkbox
        label="Piekrītu saņemt jaunumus no Mācību materiālu portāla"
        error={form.errors.newsletter}
        {...form.register('newsletter')}
      />
      <Checkbox
        label={
          <>
            Piekrītu portāla{' '}
            <Link to={routePath('page', { slug: 'noteikumi' })} target="_blank" rel="noopener">
              lietošanas noteikumiem
              <VisuallyHidden> (atveras jaunā cilnē)</VisuallyHidden>
            </Link>
          </>
        }
        aria-required
        error={form.errors.terms}
        {...form.register('terms')}
      />
      <CaptchaField form={form} name={CAPTCHA_KEY} config={captcha} className={styles.captcha} />
      <FormError />
      <div>
        <Button type="submit" variant="primary" disabled={form.submitting} loading={form.submitting}>
          Reģistrēties
        </Button>
      </div>
    </Form>
  );
}
