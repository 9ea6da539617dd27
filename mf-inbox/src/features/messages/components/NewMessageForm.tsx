import { useState, type ReactNode, type RefObject } from 'react';
import { Controller } from 'react-hook-form';
import type { Message, PublicUser } from '@portal/contracts/schemas/entities';
import { NewMessageForm as NewMessageSchema } from '@portal/contracts/schemas/forms';
import type { AutocompleteOption } from '@portal/shared-ui/components/Autocomplete';
import { Button } from '@portal/shared-ui/components/Button';
import { Form, FormError } from '@portal/shared-ui/components/Form';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextArea } from '@portal/shared-ui/components/TextArea';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { useViewerId } from '../../../lib/viewer';
import { useSendMessage } from '../api/messages';
import { RecipientPicker } from './RecipientPicker';
import styles from './NewMessageForm.module.css';

export interface NewMessageFormProps {
  /** Pre-fills the picker ('Sūtīt ziņu' on a teacher's profile). */
  recipient?: Pick<PublicUser, 'id' | 'name'> | null;
  /** After the server took the message (the list is already being fetched again). */
  onSent: (message: Message) => void;
  /** Buttons after 'Sūtīt' (the inline form's own 'Atcelt' lives in the toolbar). */
  extraActions?: ReactNode;
  /** Given the 'Temats' field (the dialog focuses it when the recipient is filled in). */
  subjectRef?: RefObject<HTMLInputElement | null>;
}

/**
 * 'Sūtīt ziņu' (spec §2.2): recipient, subject and message, checked as a whole by the contracts'
 * schema; 'Sūtīt' is disabled while the message is empty (spec §5). Failures, the 30 per 10 minutes
 * limit (429) among them, are told by the form layer in Latvian.
 */
export function NewMessageForm({ recipient, onSent, extraActions, subjectRef }: NewMessageFormProps) {
  const senderId = useViewerId();
  const send = useSendMessage();
  const [chosen, setChosen] = useState<AutocompleteOption | null>(
    recipient ? { value: recipient.id, label: recipient.name } : null,
  );
  const form = useSchemaForm({
    schema: NewMessageSchema,
    defaultValues: { recipient_id: recipient?.id ?? null, subject: '', message: '' } as {
      recipient_id: number | null;
      subject: string;
      message: string;
    },
    onSubmit: async (values) => onSent(await send.mutateAsync(values)),
  });
  const text = form.watch('message');
  const subject = form.register('subject');

  return (
    <Form form={form} className={styles.form}>
      <FormError />
      <FormField label="Adresāts" error={form.errors.recipient_id} required>
        {(control) => (
          <Controller
            control={form.control}
            name="recipient_id"
            render={({ field }) => (
              <RecipientPicker
                ref={field.ref}
                control={control}
                value={chosen}
                senderId={senderId}
                onChange={(option) => {
                  setChosen(option);
                  field.onChange(option ? Number(option.value) : null);
                }}
              />
            )}
          />
        )}
      </FormField>
      <FormField label="Temats" error={form.errors.subject} required>
        <TextInput
          {...subject}
          ref={(element) => {
            subject.ref(element);
            if (subjectRef) subjectRef.current = element;
          }}
        />
      </FormField>
      <FormField label="Ziņa" error={form.errors.message} required>
        <TextArea rows={5} {...form.register('message')} />
      </FormField>
      <div className={styles.actions}>
        <Button type="submit" loading={form.submitting} disabled={!text.trim()}>
          Sūtīt
        </Button>
        {extraActions}
      </div>
    </Form>
  );
}
