import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SchoolForm } from '@portal/contracts/schemas/admin/schools';
import { FormDialog } from '@portal/shared-ui/components/FormDialog';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { useSchemaForm } from '@portal/shared-ui/lib/form';

interface Shown {
  title: string;
  lead?: string;
  /** What the server answers: nothing (saved) or a refusal. */
  refusal?: string;
  /** Never answers: the dialog as it is while sending. */
  sending?: boolean;
}

/** A dialog of one field, as the administration's 'Pievienot skolu' is. */
function SchoolDialog({ title, lead, refusal, sending = false }: Shown) {
  const form = useSchemaForm({
    schema: SchoolForm,
    defaultValues: { title: '' },
    onSubmit: () =>
      sending ? new Promise(() => {}) : refusal ? Promise.reject(new Error(refusal)) : Promise.resolve(),
  });
  return (
    <FormDialog form={form} title={title} lead={lead ? <p>{lead}</p> : undefined} submit="Saglabāt" onClose={() => {}}>
      <FormField label="Nosaukums" error={form.errors.title} required>
        <TextInput {...form.register('title')} />
      </FormField>
    </FormDialog>
  );
}

const meta = {
  title: 'Actions/FormDialog',
  component: SchoolDialog,
  args: { title: 'Pievienot skolu' },
} satisfies Meta<typeof SchoolDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press 'Saglabāt' with the field empty: the schema's message under it. */
export const Empty: Story = {};
export const WithLead: Story = {
  args: {
    title: 'Pārdēvēt skolu',
    lead: 'Skolotāji, kas to izvēlējušies, savā profilā redzēs jauno nosaukumu; vecais vairs netiks rādīts nekur.',
  },
};
/** Type a title and send it: the form's error above the fields. */
export const Refused: Story = { args: { refusal: 'Neizdevās saglabāt. Mēģini vēlreiz pēc brīža.' } };
/** Type a title and send it: it stays open and busy ('Atcelt' and Escape wait). */
export const Sending: Story = { args: { sending: true } };
export const NarrowScreen: Story = {
  args: { lead: 'Skolas nosaukums, kā to raksta pati skola, ar pilsētu, ja tā nav nosaukumā.' },
  globals: { viewport: { value: 'mobile1' } },
};
