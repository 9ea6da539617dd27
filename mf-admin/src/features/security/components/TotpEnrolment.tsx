import { TotpConfirmForm, type TotpSetup } from '@portal/contracts/schemas/admin/security';
import { Button } from '@portal/shared-ui/components/Button';
import { Form, FormError } from '@portal/shared-ui/components/Form';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { useEnableTotp } from '../hooks/useSecurity';
import styles from './SecuritySection.module.css';

/** 'JBSW Y3DP EHPK 3PXP …': the key in groups of four, easier to type into the app. */
export function groupedKey(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

export interface TotpEnrolmentProps {
  setup: TotpSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/**
 * The new key for the authenticator app, as a QR code (drawn on the server) and as text, and the
 * form that turns the second factor on with the app's first code.
 */
export function TotpEnrolment({ setup, onEnabled, onCancel }: TotpEnrolmentProps) {
  const enable = useEnableTotp();
  const form = useSchemaForm({
    schema: TotpConfirmForm,
    defaultValues: { code: '' },
    onSubmit: async ({ code }) => onEnabled((await enable.mutateAsync(code)).recovery_codes),
  });
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`;

  return (
    <section aria-labelledby="totp-enrolment" className={styles.panel}>
      <h2 id="totp-enrolment" className={styles.heading}>
        Divpakāpju pārbaudes ieslēgšana
      </h2>
      <ol className={styles.steps}>
        <li>
          Atver autentifikatora lietotni telefonā (piemēram, Google Authenticator, Microsoft Authenticator, FreeOTP vai
          Aegis) un pievieno jaunu kontu, noskenējot šo QR kodu.
          <img className={styles.qr} src={qr} width={200} height={200} alt="QR kods autentifikatora lietotnei" />
        </li>
        <li>
          Ja skenēt nevar, ievadi lietotnē šo atslēgu ar roku (laika kods, 6 cipari, 30 sekundes):
          <code className={styles.key} data-testid="totp-secret" aria-label={`Atslēga: ${setup.secret}`}>
            {groupedKey(setup.secret)}
          </code>
        </li>
        <li>Ievadi kodu, ko lietotne tagad rāda, un apstiprini.</li>
      </ol>
      <Form form={form} className={styles.form}>
        <FormError />
        <FormField label="Kods no autentifikatora lietotnes" error={form.errors.code} required>
          <TextInput autoComplete="one-time-code" inputMode="numeric" {...form.register('code')} />
        </FormField>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" loading={form.submitting} disabled={form.hasErrors}>
            Apstiprināt un ieslēgt
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Atcelt
          </Button>
        </div>
      </Form>
    </section>
  );
}
