import { useState, type ReactNode } from 'react';
import { TotpProofForm } from '@portal/contracts/schemas/admin/security';
import { Button } from '@portal/shared-ui/components/Button';
import { Dialog } from '@portal/shared-ui/components/Dialog';
import { Form, FormError } from '@portal/shared-ui/components/Form';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import type { Proof } from '../hooks/useSecurity';
import styles from './SecuritySection.module.css';

export interface ProofDialogProps {
  title: string;
  /** What happens once proved, in a sentence or two. */
  description: ReactNode;
  confirmLabel: string;
  onClose: () => void;
  /** Runs the change with the proof; a rejection (a wrong code) is shown on the form. */
  onProved: (proof: Proof) => Promise<unknown>;
}

/**
 * Asks for proof that the second factor is still the administrator's before it is changed: the
 * code the app shows now or, when the phone is away, one of the recovery codes. Render it only while
 * open, so each opening starts empty.
 */
export function ProofDialog({ title, description, confirmLabel, onClose, onProved }: ProofDialogProps) {
  const [useRecovery, setUseRecovery] = useState(false);
  const form = useSchemaForm({
    schema: TotpProofForm,
    defaultValues: { code: '', recovery_code: '' },
    onSubmit: async ({ code, recovery_code }) => {
      await onProved(useRecovery ? { recovery_code } : { code });
    },
  });

  const switchTo = (recovery: boolean) => {
    setUseRecovery(recovery);
    form.reset({ code: '', recovery_code: '' });
  };

  return (
    <Dialog open title={title} onClose={onClose} size="small">
      <Form form={form} className={styles.form}>
        <div className={styles.text}>{description}</div>
        <FormError />
        {useRecovery ? (
          <FormField
            key="recovery"
            label="Rezerves kods"
            hint="Viens no 10 rezerves kodiem; izmantotais kods vairs nederēs."
            error={form.errors.recovery_code}
            required
          >
            <TextInput autoComplete="one-time-code" spellCheck={false} {...form.register('recovery_code')} />
          </FormField>
        ) : (
          <FormField
            key="code"
            label="Kods no autentifikatora lietotnes"
            hint="6 cipari, kas mainās ik pēc 30 sekundēm."
            error={form.errors.code}
            required
          >
            <TextInput autoComplete="one-time-code" inputMode="numeric" {...form.register('code')} />
          </FormField>
        )}
        <Button variant="link" onClick={() => switchTo(!useRecovery)} aria-pressed={useRecovery}>
          {useRecovery ? 'Ievadīt kodu no lietotnes' : 'Nav piekļuves lietotnei? Ievadīt rezerves kodu'}
        </Button>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" loading={form.submitting} disabled={form.hasErrors}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Atcelt
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
