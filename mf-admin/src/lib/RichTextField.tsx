import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '@portal/shared-ui/components/FormField';
import { RichTextEditor } from './RichTextEditor';

export interface RichTextFieldProps<TValues extends FieldValues> {
  control: Control<TValues, unknown, unknown>;
  /** The form value holding the HTML. */
  name: FieldPath<TValues>;
  label: string;
  hint?: string;
  required?: boolean;
}

/**
 * The rich-text editor as a field of the shared form layer: react-hook-form's Controller holds
 * the HTML, the contracts' schema checks it, and its error (the browser's or the server's 422)
 * shows under the editor, which the form focuses when it is the first field in error.
 */
export function RichTextField<TValues extends FieldValues>({
  control,
  name,
  label,
  hint,
  required = false,
}: RichTextFieldProps<TValues>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} hint={hint} required={required} error={fieldState.error}>
          {(props) => (
            <RichTextEditor
              ref={field.ref}
              id={props.id}
              label={label}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={props['aria-invalid'] === true}
              required={required}
              describedBy={props['aria-describedby']}
            />
          )}
        </FormField>
      )}
    />
  );
}
