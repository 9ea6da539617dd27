import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Autocomplete, type AutocompleteOption } from '@portal/shared-ui/components/Autocomplete';
import { FormField } from '@portal/shared-ui/components/FormField';

const SCHOOLS = [
  'Rīgas Valsts 1. ģimnāzija',
  'Rīgas Valsts 2. ģimnāzija',
  'Rīgas Valsts 3. ģimnāzija',
  'Jelgavas Valsts ģimnāzija',
  'Daugavpils Valsts ģimnāzija',
  'Liepājas Valsts 1. ģimnāzija',
  'Valmieras Valsts ģimnāzija',
  'Cēsu Valsts ģimnāzija',
  'Ventspils Valsts 1. ģimnāzija',
  'Siguldas Valsts ģimnāzija',
  'Ogres Valsts ģimnāzija',
  'Rēzeknes Valsts 1. ģimnāzija',
  'Jūrmalas Valsts ģimnāzija',
  'Tukuma Raiņa ģimnāzija',
  'Kuldīgas Centra vidusskola',
].map((label, i) => ({ value: i + 1, label }));

/** Stands in for GET /api/schools?s=… with a short network delay. */
async function searchSchools(query: string): Promise<AutocompleteOption[]> {
  await new Promise((resolve) => setTimeout(resolve, 400));
  const q = query.toLocaleLowerCase('lv');
  return SCHOOLS.filter((school) => school.label.toLocaleLowerCase('lv').includes(q));
}

const meta = {
  title: 'Forms/Autocomplete',
  component: Autocomplete,
  args: {
    value: null,
    onChange: () => {},
    loadOptions: searchSchools,
    placeholder: 'Izvēlies skolu...',
  },
} satisfies Meta<typeof Autocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

function SchoolPicker(
  props: Partial<React.ComponentProps<typeof Autocomplete>> & { error?: string; initial?: AutocompleteOption | null },
) {
  const { error, initial = null, ...rest } = props;
  const [school, setSchool] = useState<AutocompleteOption | null>(initial);
  return (
    <div style={{ maxWidth: 420 }}>
      <FormField label="Skola" error={error}>
        {(control) => (
          <Autocomplete
            loadOptions={searchSchools}
            placeholder="Izvēlies skolu..."
            {...rest}
            {...control}
            value={school}
            onChange={setSchool}
          />
        )}
      </FormField>
      <p>Izvēlēts: {school ? school.label : '—'}</p>
    </div>
  );
}

/** Type 'valsts', move with ↑ ↓, choose with Enter, close with Escape. */
export const SearchAsYouType: Story = { render: () => <SchoolPicker /> };
export const WithValue: Story = { render: () => <SchoolPicker initial={SCHOOLS[3] ?? null} /> };
/** Type anything that matches no school: the list says 'Nav rezultātu.' (spec §8, contracts NO_OPTIONS_TEXT). */
export const NoResults: Story = { render: () => <SchoolPicker loadOptions={async () => []} /> };
export const SlowSearch: Story = {
  render: () => <SchoolPicker loadOptions={() => new Promise<AutocompleteOption[]>(() => {})} />,
};
export const WithError: Story = { render: () => <SchoolPicker error="Obligāti jāaizpilda skola." /> };
export const Disabled: Story = { render: () => <SchoolPicker disabled initial={SCHOOLS[0] ?? null} /> };
