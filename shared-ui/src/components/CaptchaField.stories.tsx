import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { userEvent, within } from 'storybook/test';
import * as v from 'valibot';
import type { CaptchaConfig } from '@portal/contracts/schemas/entities';
import { text } from '@portal/contracts/schemas/forms';
import { Button } from '@portal/shared-ui/components/Button';
import { CaptchaField } from '@portal/shared-ui/components/CaptchaField';
import { Form, FormError } from '@portal/shared-ui/components/Form';
import { useSchemaForm } from '@portal/shared-ui/lib/form';
import { httpError } from '../testing/fixtures';

/** The captcha rule of the contact and registration forms (spec §5: error key g_recaptcha_response). */
const CaptchaOnly = v.object({ g_recaptcha_response: text('g_recaptcha_response', { required: true }) });

interface DemoProps {
  config: CaptchaConfig | null;
  answer: () => Promise<void>;
}

function CaptchaDemo({ config, answer }: DemoProps) {
  const form = useSchemaForm({
    schema: CaptchaOnly,
    defaultValues: { g_recaptcha_response: '' },
    singleUse: ['g_recaptcha_response'],
    onSubmit: answer,
  });
  return (
    <Form form={form}>
      <FormError />
      <CaptchaField form={form} name="g_recaptcha_response" config={config} />
      <Button type="submit" loading={form.submitting}>
        Sūtīt
      </Button>
    </Form>
  );
}

const ALTCHA: CaptchaConfig = { provider: 'altcha', site_key: null, challenge_url: '/api/captcha/challenge' };

const meta = {
  title: 'Forms/CaptchaField',
  component: CaptchaDemo,
  args: { config: ALTCHA, answer: async () => {} },
} satisfies Meta<typeof CaptchaDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the form asks the server which captcha to show. */
export const Loading: Story = { args: { config: null } };

/** The self-hosted proof of work (needs the API running for its challenge). */
export const Altcha: Story = {};

/** Sent without a response: the schema's message under the widget, the focus on the group. */
export const Required: Story = {
  play: async ({ canvasElement }) => userEvent.click(within(canvasElement).getByRole('button', { name: 'Sūtīt' })),
};

/** The server refused the response: its message under the widget, and a fresh challenge. */
export const Refused: Story = {
  args: {
    answer: () =>
      Promise.reject(
        httpError(422, {
          message: 'Norādītie dati nav derīgi.',
          errors: { g_recaptcha_response: ['Drošības pārbaude neizdevās. Mēģini vēlreiz.'] },
        }),
      ),
  },
};
