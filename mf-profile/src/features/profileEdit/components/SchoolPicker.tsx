import { useImperativeHandle, type Ref } from 'react';
import { listSchools } from '@portal/contracts/api/schools';
import { NO_OPTIONS_TEXT } from '@portal/contracts/messages';
import { Autocomplete, type AutocompleteOption } from '@portal/shared-ui/components/Autocomplete';
import type { FieldControlProps } from '@portal/shared-ui/components/FormField';

export interface SchoolPickerProps {
  control: FieldControlProps;
  value: AutocompleteOption | null;
  onChange: (school: AutocompleteOption | null) => void;
  /** What the form focuses when the school is the first field in error. */
  ref?: Ref<{ focus: () => void }>;
}

async function searchSchools(query: string): Promise<AutocompleteOption[]> {
  return (await listSchools(query)).map((school) => ({ value: school.id, label: school.title }));
}

/** The school picker (spec §2.2): search as you type over GET /api/schools?s=. */
export function SchoolPicker({ control, value, onChange, ref }: SchoolPickerProps) {
  useImperativeHandle(ref, () => ({ focus: () => document.getElementById(control.id)?.focus() }), [control.id]);
  return (
    <Autocomplete
      {...control}
      name="school_id"
      loadOptions={searchSchools}
      value={value}
      onChange={onChange}
      placeholder="Izvēlies skolu..."
      emptyText={NO_OPTIONS_TEXT}
    />
  );
}
