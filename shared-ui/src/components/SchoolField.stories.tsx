import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ProfileForm } from '@portal/contracts/schemas/forms';
import type { AutocompleteOption } from '@portal/shared-ui/components/Autocomplete';
import { Form } from '@portal/shared-ui/components/Form';
import { SchoolField } from '@portal/shared-ui/components/SchoolField';
import { useSchemaForm } from '@portal/shared-ui/lib/form';

const SCHOOLS = ['Rīgas Valsts 1. ģimnāzija', 'Jelgavas Valsts ģimnāzija', 'Cēsu Valsts ģimnāzija'].map((label, i) => ({
  value: i + 1,
  label,
}));

/** Stands in for GET /api/schools?s=… (no server in Storybook). */
async function search(query: string): Promise<AutocompleteOption[]> {
  const q = query.toLocaleLowerCase('lv');
  return SCHOOLS.filter((school) => school.label.toLocaleLowerCase('lv').includes(q));
}

/** The school of the profile edit's form: the picker shows the title, the form holds the id. */
function ProfileSchool({ initial = null }: { initial?: AutocompleteOption | null }) {
  const form = useSchemaForm({
    schema: ProfileForm,
    defaultValues: {
      first_name: 'Anna',
      last_name: 'Ozola',
      pseudonym: 'Fizikas skolotāja',
      school_id: initial ? Number(initial.value) : null,
      description: '',
      newsletter: false,
      remove_avatar: false,
    },
    onSubmit: async () => {},
  });
  return (
    <Form form={form} style={{ maxWidth: 420 }}>
      <SchoolField form={form} name="school_id" label="Skola" initial={initial} search={search} />
    </Form>
  );
}

const meta = {
  title: 'Forms/SchoolField',
  component: ProfileSchool,
  args: {},
} satisfies Meta<typeof ProfileSchool>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type 'valsts'; a text that matches no school says 'Nav rezultātu.'. */
export const Empty: Story = {};
export const WithSchool: Story = { args: { initial: SCHOOLS[2] ?? null } };
