import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Select } from '@portal/shared-ui/components/Select';

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('Select', () => {
  it("says 'Nav rezultātu.' in a list with no options, as a choice that cannot be made", () => {
    render(<Select aria-label="Tēma" options={[]} placeholder="Izvēlies tēmu..." />);
    const select = screen.getByRole('combobox', { name: 'Tēma' });
    expect(optionTexts(select)).toEqual(['Izvēlies tēmu...', 'Nav rezultātu.']);
    expect((within(select).getByRole('option', { name: 'Nav rezultātu.' }) as HTMLOptionElement).disabled).toBe(true);
  });

  it('says it without a placeholder too', () => {
    render(<Select aria-label="Tēma" options={[]} />);
    expect(optionTexts(screen.getByRole('combobox', { name: 'Tēma' }))).toEqual(['Nav rezultātu.']);
  });

  it('lists only the options when there are some', () => {
    render(<Select aria-label="Klase" options={[{ value: 7, label: '7. klase' }]} placeholder="Izvēlies klasi..." />);
    expect(optionTexts(screen.getByRole('combobox', { name: 'Klase' }))).toEqual(['Izvēlies klasi...', '7. klase']);
  });
});
