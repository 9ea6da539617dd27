import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SchoolForm } from '@portal/contracts/schemas/admin/schools';
import { FormDialog } from '@portal/shared-ui/components/FormDialog';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { useSchemaForm } from '@portal/shared-ui/lib/form';

function SchoolDialog({ onSave, onClose }: { onSave: (title: string) => Promise<unknown>; onClose: () => void }) {
  const form = useSchemaForm({
    schema: SchoolForm,
    defaultValues: { title: '' },
    onSubmit: async ({ title }) => {
      await onSave(title);
      onClose();
    },
  });
  return (
    <FormDialog
      form={form}
      title="Pievienot skolu"
      lead={<p>Skolotāji to redzēs, reģistrējoties.</p>}
      submit="Saglabāt"
      submitIcon="check"
      onClose={onClose}
    >
      <FormField label="Nosaukums" error={form.errors.title} required>
        <TextInput {...form.register('title')} />
      </FormField>
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('is one form: the lead, the fields, then its submit button and "Atcelt"; Enter sends it', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    render(<SchoolDialog onSave={onSave} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Pievienot skolu' });
    expect(dialog).toHaveTextContent('Skolotāji to redzēs, reģistrējoties.');
    const title = screen.getByRole('textbox', { name: /Nosaukums/ });
    expect(title).toHaveFocus();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Aizvērt',
      'Saglabāt',
      'Atcelt',
    ]);
    await userEvent.setup().type(title, 'Cēsu Valsts ģimnāzija{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onSave).toHaveBeenCalledWith('Cēsu Valsts ģimnāzija');
  });

  it('cannot be closed while it is being sent, and can once the refusal is shown', async () => {
    let refuse!: (error: Error) => void;
    const onSave = vi.fn(() => new Promise((_resolve, reject) => (refuse = reject)));
    const onClose = vi.fn();
    render(<SchoolDialog onSave={onSave} onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Nosaukums/ }), 'Rīgas 1. vidusskola');
    await user.click(screen.getByRole('button', { name: 'Saglabāt' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Aizvērt' }));
    expect(screen.getByRole('button', { name: 'Atcelt' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
    refuse(new Error('offline'));
    expect(await screen.findByRole('alert')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('sends only its own form, not the one around its opener', async () => {
    const onOuterSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(
      <form aria-label="Jaunums" onSubmit={onOuterSubmit}>
        <SchoolDialog onSave={onSave} onClose={() => {}} />
      </form>,
    );
    await userEvent.setup().type(screen.getByRole('textbox', { name: /Nosaukums/ }), 'Liepājas licejs{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Liepājas licejs'));
    expect(onOuterSubmit).not.toHaveBeenCalled();
  });
});
