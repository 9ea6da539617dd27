import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextInput } from '@portal/shared-ui/components/TextInput';

const meta = {
  title: 'Forms/TextInput',
  component: TextInput,
  args: { placeholder: 'https://' },
  // FormField hands its id and aria-* to its direct child, so the input is rendered inside it here.
  render: (args) => (
    <FormField label="Saite">
      <TextInput {...args} />
    </FormField>
  ),
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'https://www.youtube.com/watch?v=fizika' } };
export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'nav saite' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'https://' } };
export const Password: Story = { args: { type: 'password', defaultValue: 'Parole123', placeholder: undefined } };
