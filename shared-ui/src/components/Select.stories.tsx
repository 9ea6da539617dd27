import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FormField } from '@portal/shared-ui/components/FormField';
import { Select } from '@portal/shared-ui/components/Select';

const classes = [7, 8, 9, 10, 11, 12].map((n) => ({ value: n, label: `${n}. klase` }));

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { options: classes, placeholder: 'Izvēlies klasi...' },
  // FormField hands its id and aria-* to its direct child, so the select is rendered inside it here.
  render: (args) => (
    <FormField label="Klase">
      <Select {...args} />
    </FormField>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
export const Chosen: Story = { args: { defaultValue: 9 } };
export const WithoutPlaceholder: Story = { args: { placeholder: undefined } };
export const Invalid: Story = { args: { 'aria-invalid': true } };
export const Disabled: Story = { args: { disabled: true } };
export const DisabledOption: Story = {
  args: { options: [...classes, { value: 13, label: 'Pieaugušie', disabled: true }] },
};
/** No options (e.g. a theme list before a class is chosen): the list says 'Nav rezultātu.' (spec §8). */
export const NoOptions: Story = { args: { options: [] } };
export const NoOptionsWithoutPlaceholder: Story = { args: { options: [], placeholder: undefined } };
