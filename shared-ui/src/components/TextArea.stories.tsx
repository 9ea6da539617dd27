import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextArea } from '@portal/shared-ui/components/TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { placeholder: 'Ieraksti komentāru...' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  render: (args) => (
    <FormField label="Komentārs">
      <TextArea {...args} />
    </FormField>
  ),
};

/** Its own counter, for a text area outside a FormField's `remaining`. */
function Description() {
  const [value, setValue] = useState('Šis materiāls noderēs 9. klasei.');
  return (
    <FormField label="Apraksts">
      <TextArea counter maxLength={1000} value={value} onChange={(event) => setValue(event.target.value)} />
    </FormField>
  );
}

export const WithCounter: Story = { render: () => <Description /> };

export const Invalid: Story = {
  render: (args) => (
    <FormField label="Ziņa" error="Obligāti jāaizpilda ziņa.">
      <TextArea {...args} />
    </FormField>
  ),
};

export const Disabled: Story = {
  render: (args) => (
    <FormField label="Ziņa">
      <TextArea {...args} disabled />
    </FormField>
  ),
};
