import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LIMITS } from '@portal/contracts/constants';
import { routePath } from '@portal/contracts/routes';
import type { AutocompleteOption } from '@portal/shared-ui/components/Autocomplete';
import { Button } from '@portal/shared-ui/components/Button';
import { Captcha } from '@portal/shared-ui/components/Captcha';
import { Checkbox } from '@portal/shared-ui/components/Checkbox';
import { FormField } from '@portal/shared-ui/components/FormField';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { TextArea } from '@portal/shared-ui/components/TextArea';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';
import { FormAlert } from '../../../lib/FormAlert';
import { useCaptchaConfig } from '../../../lib/useCaptchaConfig';
import { PASSWORD_HINT } from '../../../lib/texts';
import { CAPTCHA_KEY, type TextField, type useRegistrationForm } from '../hooks/useRegistrationForm';
import { AvatarPicker } from './AvatarPicker';
import { SchoolPicker } from './SchoolPicker';
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
  const [school, setSchool] = useState<AutocompleteOption | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void registration.submit();
  };

  const text = (field: TextField, type: 'text' | 'email' | 'password', autoComplete: string, hint?: string) => (
    <FormField label={LABELS[field]} id={form.fieldId(field)} error={form.errors[field]} hint={hint} required>
      <TextInput
        type={type}
        name={field}
        autoComplete={autoComplete}
        maxLength={type === 'password' ? LIMITS.passwordMax : LIMITS.name}
        value={form.values[field]}
        onChange={(event) => form.change(field, event.target.value)}
        onBlur={() => form.blur(field)}
      />
    </FormField>
  );

  const area = (field: 'description' | 'note', max: number, required: boolean, hint?: string) => (
    <FormField
      label={LABELS[field]}
      id={form.fieldId(field)}
      error={form.errors[field]}
      hint={hint}
      remaining={max - [...form.values[field]].length}
      required={required}
    >
      <TextArea
        name={field}
        rows={4}
        maxLength={max}
        value={form.values[field]}
        onChange={(event) => form.change(field, event.target.value)}
        onBlur={() => form.blur(field)}
      />
    </FormField>
  );

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={registration.submitting || undefined}>
      <AvatarPicker
        id={form.fieldId('file')}
        file={registration.file}
        onChange={registration.setFile}
        error={form.errors.file ?? form.errors.avatar}
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
      <FormField
        label={LABELS.school_id}
        id={form.fieldId('school_id')}
        error={form.errors.school_id}
        required={withProvider}
      >
        {(control) => (
          <SchoolPicker
            control={control}
            value={school}
            onChange={(option) => {
              setSchool(option);
              form.change('school_id', option === null ? null : Number(option.value));
            }}
          />
        )}
      </FormField>
      {area('description', LIMITS.description, false)}
      {withProvider ? null : area('note', LIMITS.note, true, NOTE_HINT)}
      <Checkbox
        id={form.fieldId('newsletter')}
        name="newsletter"
        label="Piekrītu saņemt jaunumus no Mācību materiālu portāla"
        checked={form.values.newsletter}
        error={form.errors.newsletter}
        onChange={(event) => form.change('newsletter', event.target.checked)}
      />
      <Checkbox
        id={form.fieldId('terms')}
        name="terms"
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
        checked={form.values.terms}
        error={form.errors.terms}
        onChange={(event) => form.change('terms', event.target.checked)}
      />
      <div
        className={styles.captcha}
        role="group"
        aria-label="Drošības pārbaude"
        id={form.fieldId(CAPTCHA_KEY)}
        tabIndex={-1}
      >
        {captcha ? (
          <Captcha
            provider={captcha.provider}
            siteKey={captcha.site_key ?? undefined}
            challengeUrl={captcha.challenge_url ?? undefined}
            onVerify={registration.verifyCaptcha}
            onExpire={registration.expireCaptcha}
            error={form.errors[CAPTCHA_KEY]}
            resetKey={registration.captchaKey}
          />
        ) : (
          <Spinner label="Ielādē drošības pārbaudi..." />
        )}
      </div>
      <FormAlert message={form.formError} />
      <div>
        <Button
          type="submit"
          variant="primary"
          size="large"
          disabled={registration.submitting}
          loading={registration.submitting}
        >
          Reģistrēties
        </Button>
      </div>
    </form>
  );
}
