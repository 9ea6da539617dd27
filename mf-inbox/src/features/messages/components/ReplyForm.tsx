import { MessageReplyForm } from '@portal/contracts/schemas/forms';
import { Button } from '@portal/shared-ui/components/Button';
import { Form, FormError } from '@portal/shared-ui/components/Form';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextArea } from '@portal/shared-ui/components/TextArea';
import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { useSendMessage } from '../api/messages';
import styles from './ReplyForm.module.css';

export const REPLY_LABEL = 'Atbilde';

/**
 * The answer box under an open thread (spec §2.2): 'Sūtīt' is disabled while the text is empty;
 * after sending, the thread reloads and the box is cleared (spec §4).
 */
export function ReplyForm({ threadId }: { threadId: number }) {
  const send = useSendMessage();
  const empty = { reply_to_id: threadId, message: '' };
  const form = useSchemaForm({
    schema: MessageReplyForm,
    defaultValues: empty,
    onSubmit: async (values) => {
      await send.mutateAsync(values);
      form.reset(empty);
    },
  });
  const text = form.watch('message');

  return (
    <Form form={form} className={styles.reply}>
      <FormError />
      <FormField label={<VisuallyHidden>{REPLY_LABEL}</VisuallyHidden>} error={form.errors.message}>
        <TextArea rows={3} placeholder="Ieraksti atbildi..." {...form.register('message')} />
      </FormField>
      <div className={styles.buttons}>
        <Button type="submit" loading={form.submitting} disabled={!text.trim()}>
          Sūtīt
        </Button>
      </div>
    </Form>
  );
}
