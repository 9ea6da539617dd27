import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { LIMITS } from '@portal/contracts/constants';
import type { CurrentUser } from '@portal/contracts/schemas/entities';
import { AvatarPicker } from '@portal/shared-ui/components/AvatarPicker';
import { Button } from '@portal/shared-ui/components/Button';
import { Checkbox } from '@portal/shared-ui/components/Checkbox';
import { Form, FormError } from '@portal/shared-ui/components/Form';
import { FormField } from '@portal/shared-ui/components/FormField';
import { SchoolField } from '@portal/shared-ui/components/SchoolField';
import { TextArea } from '@portal/shared-ui/components/TextArea';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { useProfileForm } from '../hooks/useProfileForm';
import styles from './ProfileEditForm.module.css';

export const LABELS = {
  first_name: 'Vārds',
  last_name: 'Uzvārds',
  pseudonym: 'Pseidonīms',
  school_id: 'Skola',
  description: 'Īss apraksts par sevi',
  newsletter: 'Piekrītu saņemt jaunumus no Mācību materiālu portāla',
} as const;

export const PSEUDONYM_HINT = 'Ar pseidonīmu vari parakstīt savus materiālus. Citi skolotāji neredz, kam tas pieder.';

type NameField = 'first_name' | 'last_name' | 'pseudonym';

/**
 * 'Rediģēt profilu' (spec §2.2): avatar with 'Mainīt bildi' and 'Dzēst bildi', first and last
 * name, pseudonym, school, short description, newsletter consent, 'Saglabāt'. The rules are the
 * contracts' ProfileForm (spec §5); this component has none of its own.
 */
export function ProfileEditForm({ user }: { user: CurrentUser }) {
  const form = useProfileForm(user);
  const avatarId = `${useId()}-avatar`;
  const [description, removed] = useWatch({ control: form.control, name: ['description', 'remove_avatar'] });

  const text = (
    field: NameField,
    autoComplete: string,
    { hint, required = true }: { hint?: string; required?: boolean } = {},
  ) => (
    <FormField label={LABELS[field]} error={form.errors[field]} hint={hint} required={required}>
      <TextInput autoComplete={autoComplete} maxLength={LIMITS.name} {...form.register(field)} />
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
            current={user.avatar?.full_url ?? null}
            file={field.value}
            removed={removed}
            onChoose={(file) => {
              field.onChange(file);
              form.setValue('remove_avatar', false);
            }}
            onRemove={() => {
              field.onChange(null);
              form.setValue('remove_avatar', true);
            }}
            size={120}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className={styles.pair}>
        {text('first_name', 'given-name')}
        {text('last_name', 'family-name')}
      </div>
      {/* Optional (issue 17): an emptied pseudonym is removed. */}
      {text('pseudonym', 'off', { hint: PSEUDONYM_HINT, required: false })}
      <SchoolField
        form={form}
        name="school_id"
        label={LABELS.school_id}
        initial={user.school ? { value: user.school.id, label: user.school.title } : null}
      />
      <FormField
        label={LABELS.description}
        error={form.errors.description}
        remaining={LIMITS.description - [...description].length}
      >
        <TextArea rows={4} maxLength={LIMITS.description} {...form.register('description')} />
      </FormField>
      <Checkbox label={LABELS.newsletter} error={form.errors.newsletter} {...form.register('newsletter')} />
      <FormError />
      <div>
        <Button type="submit" variant="primary" loading={form.submitting}>
          Saglabāt
        </Button>
      </div>
    </Form>
  );
}
