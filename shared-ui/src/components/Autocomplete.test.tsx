import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Autocomplete, type AutocompleteOption } from '@portal/shared-ui/components/Autocomplete';
import { FormField } from '@portal/shared-ui/components/FormField';

const SCHOOLS: AutocompleteOption[] = [
  { value: 1, label: 'Rīgas Valsts 1. ģimnāzija' },
  { value: 2, label: 'Rīgas Valsts 2. ģimnāzija' },
  { value: 3, label: 'Cēsu Valsts ģimnāzija' },
];

function Picker({
  loadOptions,
  onChange,
}: {
  loadOptions: (q: string) => Promise<AutocompleteOption[]>;
  onChange?: (o: AutocompleteOption | null) => void;
}) {
  const [value, setValue] = useState<AutocompleteOption | null>(null);
  return (
    <FormField label="Skola" error="Obligāti jāaizpilda skola.">
      {(control) => (
        <Autocomplete
          {...control}
          value={value}
          onChange={(option) => {
            setValue(option);
            onChange?.(option);
          }}
          loadOptions={loadOptions}
          placeholder="Izvēlies skolu..."
          debounceMs={0}
        />
      )}
    </FormField>
  );
}

describe('Autocomplete', () => {
  it('is a labelled combobox wired to its field error', () => {
    render(<Picker loadOptions={async () => SCHOOLS} />);
    const input = screen.getByRole('combobox', { name: 'Skola' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Obligāti jāaizpilda skola.');
  });

  it('searches what is typed and chooses with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    const loadOptions = vi.fn(async (q: string) => SCHOOLS.filter((s) => s.label.includes(q)));
    const onChange = vi.fn();
    render(<Picker loadOptions={loadOptions} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Skola' });

    await user.type(input, 'Rīgas');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(loadOptions).toHaveBeenLastCalledWith('Rīgas');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    // The first result is active; ArrowDown moves to the second.
    await user.keyboard('{ArrowDown}');
    const active = input.getAttribute('aria-activedescendant');
    expect(document.getElementById(active ?? '')?.textContent).toBe('Rīgas Valsts 2. ģimnāzija');
    await user.keyboard('{Enter}');

    expect(onChange).toHaveBeenLastCalledWith(SCHOOLS[1]);
    expect((input as HTMLInputElement).value).toBe('Rīgas Valsts 2. ģimnāzija');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Picker loadOptions={async () => []} />);
    await user.type(screen.getByRole('combobox'), 'xyz');
    expect(await screen.findByText('Nav rezultātu.')).toBeVisible();
  });

  it('closes the list on Escape without choosing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker loadOptions={async () => SCHOOLS} onChange={onChange} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'ģimn');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('chooses with the mouse', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker loadOptions={async () => SCHOOLS} onChange={onChange} />);
    await user.type(screen.getByRole('combobox'), 'Cēsu');
    await user.click(await screen.findByRole('option', { name: 'Cēsu Valsts ģimnāzija' }));
    expect(onChange).toHaveBeenLastCalledWith(SCHOOLS[2]);
  });

  it('shows only the newest answer when searches overlap', async () => {
    const user = userEvent.setup();
    let resolveSlow: (value: AutocompleteOption[]) => void = () => {};
    const loadOptions = vi.fn((q: string) =>
      q === 'R'
        ? new Promise<AutocompleteOption[]>((resolve) => (resolveSlow = resolve))
        : Promise.resolve([SCHOOLS[2]!]),
    );
    render(<Picker loadOptions={loadOptions} />);
    await user.type(screen.getByRole('combobox'), 'R');
    await user.type(screen.getByRole('combobox'), 'x');
    await screen.findByRole('option', { name: 'Cēsu Valsts ģimnāzija' });
    resolveSlow(SCHOOLS);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Cēsu Valsts ģimnāzija']);
  });
});
