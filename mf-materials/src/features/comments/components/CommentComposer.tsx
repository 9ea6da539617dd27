import { useEffect } from 'react';
import { CommentForm } from '@portal/contracts/schemas/forms';
import { Button } from '@portal/shared-ui/components/Button';
import { Form, FormError } from '@portal/shared-ui/components/Form';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextArea } from '@portal/shared-ui/components/TextArea';
import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { usePostComment } from '../api/comments';
import styles from './CommentComposer.module.css';

export interface CommentComposerProps {
  materialId: number;
  /** the comment answered; a top-level comment without it */
  replyTo?: number;
  /** a reply form is closed with 'Atcelt' and after sending */
  onDone?: () => void;
  /** focus the text when the form appears (a reply opened with 'Atbildēt') */
  focusOnOpen?: boolean;
}

/**
 * 'Ieraksti komentāru...' and 'Sūtīt' (spec §2.2); an empty comment is not sent (spec §5): 'Sūtīt'
 * is disabled while the text is empty or only spaces, as in the message forms.
 */
export function CommentComposer({ materialId, replyTo, onDone, focusOnOpen = false }: CommentComposerProps) {
  const post = usePostComment(materialId);
  const form = useSchemaForm({
    schema: CommentForm,
    defaultValues: { message: '', parent_id: replyTo ?? null },
    onSubmit: async ({ message, parent_id }) => {
      await post.mutateAsync({ message, replyTo: parent_id });
      form.reset({ message: '', parent_id: replyTo ?? null });
      onDone?.();
    },
  });
  const { setFocus } = form;
  const text = form.watch('message');
  useEffect(() => {
    if (focusOnOpen) setFocus('message');
  }, [focusOnOpen, setFocus]);

  return (
    <Form form={form} className={styles.composer}>
      <FormError />
      <FormField
        label={<VisuallyHidden>{replyTo ? 'Atbilde' : 'Komentārs'}</VisuallyHidden>}
        error={form.errors.message}
      >
        <TextArea rows={replyTo ? 2 : 3} placeholder="Ieraksti komentāru..." {...form.register('message')} />
      </FormField>
      <div className={styles.buttons}>
        <Button type="submit" loading={form.submitting} disabled={!text.trim()}>
          Sūtīt
        </Button>
        {onDone && replyTo ? (
          <Button variant="secondary" onClick={onDone} disabled={form.submitting}>
            Atcelt
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
