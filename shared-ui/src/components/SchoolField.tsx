import { useState } from 'react';
import { Controller, type FieldValues, type Path } from 'react-hook-form';
import type { AutocompleteOption } from '@portal/shared-ui/components/Autocomplete';
import { FormField } from '@portal/shared-ui/components/FormField';
import { SchoolPicker, type SchoolPickerProps } from '@portal/shared-ui/components/SchoolPicker';
import type { SchemaForm } from '@portal/shared-ui/lib/form';

export interface SchoolFieldProps<TValues extends FieldValues, TOutput> {
  form: SchemaForm<TValues, TOutput>;
  /** The school id's key (a number, or null for none). */
  name: Path<TValues>;
  label: string;
  /** The school chosen before (the profile edit's saved one). */
  initial?: AutocompleteOption | null;
  required?: boolean;
  /** Passed to the picker: GET /api/schools by default (a story gives its own). */
  search?: SchoolPickerProps['search'];
}

/**
 * The school of a `useSchemaForm` form (registration, profile edit): the picker shows the chosen
 * school's title, the form holds its id; the field's error shows under it and the focus comes to
 * it when it is the first field in error.
 */
export function SchoolField<TValues extends FieldValues, TOutput>({
  form,
  name,
  label,
  initial = null,
  required,
  search,
}: SchoolFieldProps<TValues, TOutput>) {
  const [school, setSchool] = useState<AutocompleteOption | null>(initial);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error} required={required}>
          {(control) => (
            <SchoolPicker
              ref={field.ref}
              control={control}
              value={school}
              search={search}
              onChange={(option) => {
                setSchool(option);
                field.onChange(option === null ? null : Number(option.value));
              }}
            />
          )}
        </FormField>
      )}
    />
  );
}
