import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextArea } from '@portal/shared-ui/components/TextArea';
import { TextInput } from '@portal/shared-ui/components/TextInput';

describe('FormField', () => {
  it('labels its control and describes it with the hint', () => {
    render(
      <FormField label="Pseidonīms" hint="Ar to vari parakstīt materiālus.">
        <TextInput />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Pseidonīms' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Ar to vari parakstīt materiālus.',
    );
  });

  it('shows only the first error message and marks the control invalid', () => {
    render(
      <FormField label="E-pasts" error={['Obligāti jāaizpilda e-pasts.', 'Otrs']}>
        <TextInput type="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'E-pasts' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Obligāti jāaizpilda e-pasts.')).toBeVisible();
    expect(screen.queryByText('Otrs')).not.toBeInTheDocument();
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Obligāti jāaizpilda e-pasts.');
  });

  it('counts the remaining characters', () => {
    render(
      <FormField label="Ziņa" remaining={1000}>
        <TextArea />
      </FormField>,
    );
    expect(screen.getByText('Atlikušās rakstzīmes: 1000')).toBeVisible();
  });
});

describe('TextArea counter', () => {
  it('counts down from maxLength as text is typed', () => {
    const { rerender } = render(
      <TextArea aria-label="Apraksts" counter maxLength={1000} value="" onChange={() => {}} />,
    );
    expect(screen.getByText('Atlikušās rakstzīmes: 1000')).toBeVisible();
    rerender(<TextArea aria-label="Apraksts" counter maxLength={1000} value="Oma likums" onChange={() => {}} />);
    expect(screen.getByText('Atlikušās rakstzīmes: 990')).toBeVisible();
  });
});
