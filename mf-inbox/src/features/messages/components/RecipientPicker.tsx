import { useImperativeHandle, type Ref } from 'react';
import { Autocomplete, type AutocompleteOption } from '@portal/shared-ui/components/Autocomplete';
import type { FieldControlProps } from '@portal/shared-ui/components/FormField';
import { searchRecipients } from '../api/messages';

export interface RecipientPickerProps {
  control: FieldControlProps;
  value: AutocompleteOption | null;
  onChange: (recipient: AutocompleteOption | null) => void;
  /** The sender, never offered (spec §2.2). */
  senderId: number | null;
  /** What the form focuses when the recipient is the first field in error. */
  ref?: Ref<{ focus: () => void }>;
}

export const RECIPIENT_PLACEHOLDER = 'Meklē skolotāju pēc vārda...';

/** Search-as-you-type over the portal's teachers (GET /api/users?s=). */
export function RecipientPicker({ control, value, onChange, senderId, ref }: RecipientPickerProps) {
  useImperativeHandle(ref, () => ({ focus: () => document.getElementById(control.id)?.focus() }), [control.id]);
  const loadOptions = async (query: string): Promise<AutocompleteOption[]> =>
    (await searchRecipients(query, senderId)).map((user) => ({
      value: user.id,
      label: user.school ? `${user.name} (${user.school.title})` : user.name,
    }));
  return (
    <Autocomplete
      {...control}
      name="recipient_id"
      loadOptions={loadOptions}
      value={value}
      onChange={onChange}
      placeholder={RECIPIENT_PLACEHOLDER}
      emptyText="Nav rezultātu."
    />
  );
}
