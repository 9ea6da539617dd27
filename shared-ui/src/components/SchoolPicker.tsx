import { useImperativeHandle, type Ref } from 'react';
import { listSchools } from '@portal/contracts/api/schools';
import { Autocomplete, type AutocompleteOption } from '@portal/shared-ui/components/Autocomplete';
import type { FieldControlProps } from '@portal/shared-ui/components/FormField';

export interface SchoolPickerProps {
  control: FieldControlProps;
  value: AutocompleteOption | null;
  onChange: (school: AutocompleteOption | null) => void;
  /** What the form focuses when the school is the first field in error. */
  ref?: Ref<{ focus: () => void }>;
  /** The search; GET /api/schools by default (a story gives its own, without a server). */
  search?: (query: string) => Promise<AutocompleteOption[]>;
}

async function searchSchools(query: string): Promise<AutocompleteOption[]> {
  return (await listSchools(query)).map((school) => ({ value: school.id, label: school.title }));
}

/**
 * The school picker of the registration and the profile edit (spec §2.2): search as you type over
 * GET /api/schools?s=; no match says 'Nav rezultātu.' (the Autocomplete's default).
 */
export function SchoolPicker({ control, value, onChange, ref, search = searchSchools }: SchoolPickerProps) {
  useImperativeHandle(ref, () => ({ focus: () => document.getElementById(control.id)?.focus() }), [control.id]);
  return (
    <Autocomplete
      {...control}
      name="school_id"
      loadOptions={search}
      value={value}
      onChange={onChange}
      placeholder="Izvēlies skolu..."
    />
  );
}
