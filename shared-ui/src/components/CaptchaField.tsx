import { Controller, type FieldValues, type Path } from 'react-hook-form';
import type { CaptchaConfig } from '@portal/contracts/schemas/entities';
import { Captcha } from '@portal/shared-ui/components/Captcha';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import type { SchemaForm } from '@portal/shared-ui/lib/form';

export interface CaptchaFieldProps<TValues extends FieldValues, TOutput> {
  form: SchemaForm<TValues, TOutput>;
  /** The response's key: g_recaptcha_response whatever the provider (spec §5); make it `singleUse` in the form. */
  name: Path<TValues>;
  /** The captcha the server asked for; null while it is being asked (a spinner stands in). */
  config: CaptchaConfig | null;
  className?: string;
}

/**
 * The captcha of a `useSchemaForm` form: its response is the field's value, its error shows under
 * the widget, the focus comes to it when it is the first field in error, and every submission
 * that reached the server asks for a fresh challenge (a response is single-use).
 */
export function CaptchaField<TValues extends FieldValues, TOutput>({
  form,
  name,
  config,
  className,
}: CaptchaFieldProps<TValues, TOutput>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <div ref={field.ref} tabIndex={-1} role="group" aria-label="Drošības pārbaude" className={className}>
          {config ? (
            <Captcha
              provider={config.provider}
              siteKey={config.site_key ?? undefined}
              challengeUrl={config.challenge_url ?? undefined}
              onVerify={field.onChange}
              onExpire={() => field.onChange('')}
              error={fieldState.error}
              resetKey={form.sent}
            />
          ) : (
            <Spinner label="Ielādē drošības pārbaudi..." />
          )}
        </div>
      )}
    />
  );
}
