import { LinkForm } from '@portal/contracts/schemas/admin/content';
import { Button } from '@portal/shared-ui/components/Button';
import { FormDialog } from '@portal/shared-ui/components/FormDialog';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { useSchemaForm } from '@portal/shared-ui/lib/form';

export interface LinkDialogProps {
  open: boolean;
  /** The address of the link under the cursor, when there is one. */
  current: string | null;
  onSave(href: string): void;
  onRemove(): void;
  onClose(): void;
}

export const LINK_HINT = 'Piemēram, https://www.example.lv, /jaunumi (adrese portālā) vai mailto:info@skola.lv.';

/** The editor's 'Saite': the address of a new link, or of the one under the cursor (which may also go). */
export function LinkDialog({ open, current, ...actions }: LinkDialogProps) {
  return open ? <LinkDialogContent current={current} {...actions} /> : null;
}

function LinkDialogContent({ current, onSave, onRemove, onClose }: Omit<LinkDialogProps, 'open'>) {
  const form = useSchemaForm({
    schema: LinkForm,
    defaultValues: { href: current ?? '' },
    onSubmit: ({ href }) => onSave(href),
  });
  return (
    <FormDialog
      form={form}
      title={current ? 'Mainīt saiti' : 'Pievienot saiti'}
      size="small"
      submit="Saglabāt saiti"
      more={
        current ? (
          <Button type="button" variant="secondary" onClick={onRemove}>
            Noņemt saiti
          </Button>
        ) : null
      }
      onClose={onClose}
    >
      <FormField label="Saites adrese" hint={LINK_HINT} error={form.errors.href} required>
        <TextInput type="text" inputMode="url" autoComplete="off" {...form.register('href')} />
      </FormField>
    </FormDialog>
  );
}
