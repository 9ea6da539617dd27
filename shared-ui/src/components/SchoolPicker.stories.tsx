import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { AutocompleteOption } from '@portal/shared-ui/components/Autocomplete';
import { FormField } from '@portal/shared-ui/components/FormField';
import { SchoolPicker } from '@portal/shared-ui/components/SchoolPicker';

const SCHOOLS = [
  'Rīgas Valsts 1. ģimnāzija',
  'Jelgavas Valsts ģimnāzija',
  'Daugavpils Valsts ģimnāzija',
  'Cēsu Valsts ģimnāzija',
  'Kuldīgas Centra vidusskola',
].map((label, i) => ({ value: i + 1, label }));

/** Stands in for GET /api/schools?s=… (no server in Storybook). */
async function search(query: string): Promise<AutocompleteOption[]> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const q = query.toLocaleLowerCase('lv');
  return SCHOOLS.filter((school) => school.label.toLocaleLowerCase('lv').includes(q));
}

/** The picker in its form field, as the registration and the profile edit show it. */
function Picker({ error, initial = null }: { error?: string; initial?: AutocompleteOption | null }) {
  const [school, setSchool] = useState<AutocompleteOption | null>(initial);
  return (
    <div style={{ maxWidth: 420 }}>
      <FormField label="Skola" error={error}>
        {(control) => <SchoolPicker control={control} value={school} onChange={setSchool} search={search} />}
      </FormField>
    </div>
  );
}

const meta = {
  title: 'Forms/SchoolPicker',
  component: Picker,
  args: {},
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type 'valsts'; a text that matches no school says 'Nav rezultātu.'. */
export const Empty: Story = {};
export const WithValue: Story = { args: { initial: SCHOOLS[3] ?? null } };
export const WithError: Story = { args: { error: 'Obligāti jāaizpilda skola.' } };
