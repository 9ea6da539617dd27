import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Autocomplete } from '@portal/shared-ui/components/Autocomplete';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextArea } from '@portal/shared-ui/components/TextArea';
import { TextInput } from '@portal/shared-ui/components/TextInput';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: { label: 'Vārds', children: <TextInput /> },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const WithHint: Story = { args: { label: 'Pseidonīms', hint: 'Ar to vari parakstīt savus materiālus.' } };
export const WithError: Story = {
  args: {
    label: 'E-pasts',
    error: ['Obligāti jāaizpilda e-pasts.', 'Otrs ziņojums netiek rādīts.'],
    children: <TextInput type="email" />,
  },
};
function MessageField() {
  const [message, setMessage] = useState('');
  return (
    <FormField label="Ziņa" remaining={1000 - message.length}>
      <TextArea maxLength={1000} value={message} onChange={(event) => setMessage(event.target.value)} />
    </FormField>
  );
}

export const WithCounter: Story = { render: () => <MessageField /> };
export const CounterOverLimit: Story = {
  args: {
    label: 'Apraksts',
    remaining: -12,
    error: 'Apraksts nedrīkst būt garāks par 500 rakstzīmēm.',
    children: <TextArea />,
  },
};
export const RenderProp: Story = {
  name: 'Composite control (render prop)',
  render: () => (
    <FormField label="Skola" error="Obligāti jāaizpilda skola.">
      {(control) => (
        <Autocomplete
          {...control}
          value={null}
          onChange={() => {}}
          placeholder="Izvēlies skolu..."
          loadOptions={async () => []}
        />
      )}
    </FormField>
  ),
};
