import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordResetForm } from '@portal/contracts/schemas/forms';
import { Button } from '@portal/shared-ui/components/Button';
import { Form, FormError } from '@portal/shared-ui/components/Form';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { useSchemaForm, type SchemaFormOptions } from '@portal/shared-ui/lib/form';
import { UNREACHABLE } from '@portal/shared-ui/lib/failure';
import { httpError } from '../testing/fixtures';

type ResetValues = { token: string; email: string; password: string; password_confirmation: string };
type Options = Partial<Omit<SchemaFormOptions<typeof PasswordResetForm, ResetValues>, 'schema'>>;

/** A form as the portal writes one: the password-reset schema of contracts, its token hidden. */
function ResetForm(options: Options) {
  const form = useSchemaForm({
    schema: PasswordResetForm,
    defaultValues: { token: 'link-token', email: '', password: '', password_confirmation: '' },
    onSubmit: () => {},
    ...options,
  });
  return (
    <Form form={form} aria-label="Jauna parole">
      <FormError />
      <FormField label="E-pasts" error={form.errors.email}>
        <TextInput type="email" {...form.register('email')} />
      </FormField>
      <FormField label="Parole" error={form.errors.password}>
        <TextInput type="password" {...form.register('password')} />
      </FormField>
      <FormField label="Atkārto paroli" error={form.errors.password_confirmation}>
        <TextInput type="password" {...form.register('password_confirmation')} />
      </FormField>
      <Button type="submit" loading={form.submitting} disabled={form.hasErrors}>
        Saglabāt
      </Button>
    </Form>
  );
}

const email = () => screen.getByRole('textbox', { name: 'E-pasts' });
const password = () => screen.getByLabelText('Parole');
const repeat = () => screen.getByLabelText('Atkārto paroli');
const save = () => screen.getByRole('button', { name: /Saglabāt/ });

async function fillIn() {
  const user = userEvent.setup();
  await user.type(email(), 'anna.ozola@skola.lv');
  await user.type(password(), 'JaunaParole1');
  await user.type(repeat(), 'JaunaParole1');
  return user;
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('useSchemaForm with Form: checking in the browser', () => {
  it('shows every invalid field on submit, focuses the first one and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<ResetForm onSubmit={onSubmit} />);
    await userEvent.click(save());
    expect(screen.getByText('Obligāti jāaizpilda e-pasts.')).toBeVisible();
    expect(screen.getByText('Obligāti jāaizpilda parole.')).toBeVisible();
    expect(screen.getByText('Obligāti jāaizpilda paroles atkārtojums.')).toBeVisible();
    expect(email()).toHaveFocus();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field in form order, not the first one in the schema', async () => {
    const user = userEvent.setup();
    render(<ResetForm />);
    await user.type(email(), 'anna.ozola@skola.lv');
    await user.type(password(), 'JaunaParole1');
    await user.click(save());
    expect(screen.getByText('Obligāti jāaizpilda paroles atkārtojums.')).toBeVisible();
    expect(repeat()).toHaveFocus();
  });

  it('stays quiet on fields that were only passed through, and checks an edited field when it is left', async () => {
    const user = userEvent.setup();
    render(<ResetForm />);
    await user.click(email());
    await user.tab();
    await user.tab();
    expect(screen.queryByText(/Obligāti/)).not.toBeInTheDocument();

    await user.type(email(), 'anna.ozola');
    await user.tab();
    expect(screen.getByText('E-pastam jābūt derīgai e-pasta adresei.')).toBeVisible();
    expect(save()).toBeDisabled();
    // While the error shows, every change checks the field again.
    await user.type(email(), '@skola.lv');
    expect(screen.queryByText('E-pastam jābūt derīgai e-pasta adresei.')).not.toBeInTheDocument();
    expect(save()).toBeEnabled();
  });

  it('checks the repeated password again when the password changes', async () => {
    const user = userEvent.setup();
    render(<ResetForm />);
    await user.type(password(), 'Parole12');
    await user.type(repeat(), 'Parole13');
    await user.tab();
    expect(screen.getByText('Paroles atkārtojums nesakrīt ar paroli.')).toBeVisible();
    await user.clear(password());
    await user.type(password(), 'Parole13');
    expect(screen.queryByText('Paroles atkārtojums nesakrīt ar paroli.')).not.toBeInTheDocument();
  });

  it("sends the schema's output: trimmed texts, with the hidden values", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<ResetForm onSubmit={onSubmit} />);
    await user.type(email(), '  anna.ozola@skola.lv ');
    await user.type(password(), 'JaunaParole1');
    await user.type(repeat(), 'JaunaParole1');
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledWith({
      token: 'link-token',
      email: 'anna.ozola@skola.lv',
      password: 'JaunaParole1',
      password_confirmation: 'JaunaParole1',
    });
  });

  it('shows an error of a value without a field (an empty hidden token) as the form error', async () => {
    const onSubmit = vi.fn();
    render(
      <ResetForm
        onSubmit={onSubmit}
        defaultValues={{ token: '', email: '', password: '', password_confirmation: '' }}
      />,
    );
    const user = await fillIn();
    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent('Obligāti jāaizpilda marķieris.');
    expect(save()).toBeEnabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('useSchemaForm with Form: what the server answers', () => {
  it('shows the first message of a 422 answer under its field and focuses the first such field', async () => {
    const onSubmit = vi.fn().mockRejectedValue(
      httpError(422, {
        message: 'Norādītie dati nav derīgi.',
        errors: {
          password: ['Parolē jābūt cipariem, mazajiem un lielajiem burtiem', 'Otrs ziņojums netiek rādīts.'],
          email: ['Lietotājs ar šādu e-pastu nav atrasts.'],
        },
      }),
    );
    render(<ResetForm onSubmit={onSubmit} />);
    const user = await fillIn();
    await user.click(save());

    const emailError = await screen.findByText('Lietotājs ar šādu e-pastu nav atrasts.');
    expect(email()).toHaveAccessibleDescription('Lietotājs ar šādu e-pastu nav atrasts.');
    expect(emailError).toBeVisible();
    expect(password()).toHaveAccessibleDescription('Parolē jābūt cipariem, mazajiem un lielajiem burtiem');
    expect(screen.queryByText('Otrs ziņojums netiek rādīts.')).not.toBeInTheDocument();
    // The e-mail comes first in the form, whatever the order of the answer.
    expect(email()).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("keeps a server message until its own field is edited, then checks that field's value", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(
        httpError(422, { message: 'x', errors: { email: ['Lietotājs ar šādu e-pastu nav atrasts.'] } }),
      );
    render(<ResetForm onSubmit={onSubmit} />);
    const user = await fillIn();
    await user.click(save());
    await screen.findByText('Lietotājs ar šādu e-pastu nav atrasts.');
    await user.type(password(), '2');
    expect(screen.getByText('Lietotājs ar šādu e-pastu nav atrasts.')).toBeVisible();
    await user.type(email(), 'x');
    expect(screen.queryByText('Lietotājs ar šādu e-pastu nav atrasts.')).not.toBeInTheDocument();
  });

  it('shows a 422 message for a field the form does not have as the form error', async () => {
    const onSubmit = vi.fn().mockRejectedValue(
      httpError(422, {
        message: 'Norādītie dati nav derīgi.',
        errors: {
          token: ['Paroles atjaunošanas saite nav derīga vai tai beidzies termiņš.'],
          email: ['Lietotājs ar šādu e-pastu nav atrasts.'],
        },
      }),
    );
    render(<ResetForm onSubmit={onSubmit} />);
    const user = await fillIn();
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Paroles atjaunošanas saite nav derīga vai tai beidzies termiņš.',
    );
    expect(screen.getByText('Lietotājs ar šādu e-pastu nav atrasts.')).toBeVisible();
  });

  it('shows a server key on the field it names (serverFields)', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(httpError(422, { message: 'x', errors: { username: ['Lietotājs nav apstiprināts.'] } }));
    render(<ResetForm onSubmit={onSubmit} serverFields={{ username: 'email' }} />);
    const user = await fillIn();
    await user.click(save());
    await screen.findByText('Lietotājs nav apstiprināts.');
    expect(email()).toHaveAccessibleDescription('Lietotājs nav apstiprināts.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows another failure as the generic error: the server's message, or a text of its own", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(httpError(429, { message: 'Pārāk daudz pieprasījumu. Mēģini vēlāk.' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<ResetForm onSubmit={onSubmit} />);
    const user = await fillIn();
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Pārāk daudz pieprasījumu. Mēģini vēlāk.');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(UNREACHABLE);
    expect(email()).toHaveValue('anna.ozola@skola.lv');
  });

  it('shows a failure without field errors on the failureField instead', async () => {
    const onSubmit = vi.fn().mockRejectedValue(httpError(429, { message: 'Pārāk daudz pieprasījumu. Mēģini vēlāk.' }));
    render(<ResetForm onSubmit={onSubmit} failureField="email" />);
    const user = await fillIn();
    await user.click(save());
    await screen.findByText('Pārāk daudz pieprasījumu. Mēģini vēlāk.');
    expect(email()).toHaveAccessibleDescription('Pārāk daudz pieprasījumu. Mēģini vēlāk.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the generic error on any keypress in the form (spec §4)', async () => {
    const onSubmit = vi.fn().mockRejectedValue(httpError(503, {}));
    render(<ResetForm onSubmit={onSubmit} />);
    const user = await fillIn();
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(UNREACHABLE);
    // Not only a key that edits a value: moving on with Shift+Tab counts too.
    await user.click(repeat());
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(repeat()).toHaveValue('JaunaParole1');
  });
});

describe('useSchemaForm with Form: one submission at a time', () => {
  it('ignores a second submit while the first is being sent, and takes the next one after it', async () => {
    const first = deferred();
    const onSubmit = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValue(undefined);
    render(<ResetForm onSubmit={onSubmit} />);
    const user = await fillIn();
    const form = screen.getByRole('form', { name: 'Jauna parole' });
    // A double click, faster than the button can show that it is busy.
    fireEvent.submit(form);
    fireEvent.submit(form);
    await vi.waitFor(() => expect(save()).toHaveAttribute('aria-busy', 'true'));
    expect(form).toHaveAttribute('aria-busy', 'true');
    fireEvent.submit(form);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    first.resolve();
    await vi.waitFor(() => expect(save()).not.toHaveAttribute('aria-busy'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
