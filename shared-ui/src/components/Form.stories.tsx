import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { userEvent, within } from 'storybook/test';
import { PasswordResetForm } from '@portal/contracts/schemas/forms';
import { Button } from '@portal/shared-ui/components/Button';
import { Form, FormError } from '@portal/shared-ui/components/Form';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { httpError } from '../testing/fixtures';

interface DemoFormProps {
  /** What the server answers to a submission (a rejection is shown on the form). */
  answer: () => Promise<void>;
}

/** The password-reset form (contracts' PasswordResetForm, its token hidden) on the form layer. */
function DemoForm({ answer }: DemoFormProps) {
  const form = useSchemaForm({
    schema: PasswordResetForm,
    defaultValues: { token: 'saites-marķieris', email: '', password: '', password_confirmation: '' },
    onSubmit: answer,
  });
  return (
    <Form form={form} style={{ display: 'flex', flexDirection: 'column', gap: 'var(--space-2)' }}>
      <FormError />
      <FormField label="E-pasts" error={form.errors.email} required>
        <TextInput type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Jaunā parole" error={form.errors.password} required>
        <TextInput type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Atkārto jauno paroli" error={form.errors.password_confirmation} required>
        <TextInput type="password" autoComplete="new-password" {...form.register('password_confirmation')} />
      </FormField>
      <div>
        <Button type="submit" disabled={form.hasErrors} loading={form.submitting}>
          Saglabāt jauno paroli
        </Button>
      </div>
    </Form>
  );
}

const meta = {
  title: 'Forms/Form',
  component: DemoForm,
  args: { answer: async () => {} },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.maxWidth as number | undefined) ?? 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DemoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fillIn(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: /E-pasts/ }), 'anna.ozola@skola.lv');
  await userEvent.type(canvas.getByLabelText(/^Jaunā parole/), 'JaunaParole1');
  await userEvent.type(canvas.getByLabelText(/^Atkārto jauno paroli/), 'JaunaParole1');
}

async function submit(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: /Saglabāt jauno paroli/ }));
}

/** As it opens: nothing checked yet. */
export const Empty: Story = {};

/** Submitted empty: the schema's first message under every field, the focus on the first. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => submit(within(canvasElement)),
};

/** The server's 422 answer: the first message of each field under it; a key without a field (the token) on top. */
export const ServerFieldErrors: Story = {
  args: {
    answer: () =>
      Promise.reject(
        httpError(422, {
          message: 'Norādītie dati nav derīgi.',
          errors: {
            token: ['Paroles atjaunošanas saite nav derīga vai tai beidzies termiņš.'],
            email: ['Lietotājs ar šādu e-pastu nav atrasts.', 'Otrs ziņojums netiek rādīts.'],
          },
        }),
      ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await submit(canvas);
  },
};

/** Any other failure: the generic form error, gone with the next keypress. */
export const GenericError: Story = {
  args: { answer: () => Promise.reject(httpError(429, { message: 'Pārāk daudz pieprasījumu. Mēģini vēlāk.' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await submit(canvas);
  },
};

/** No answer at all, on a narrow screen: the long Latvian texts wrap. */
export const UnreachableNarrow: Story = {
  args: { answer: () => Promise.reject(new TypeError('Failed to fetch')) },
  parameters: { maxWidth: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await submit(canvas);
  },
};

/** While the call runs: the form is busy and a second submit is ignored. */
export const Submitting: Story = {
  args: { answer: () => new Promise<void>(() => {}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await submit(canvas);
  },
};
