import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '@portal/shared-ui/components/Button';
import { Checkbox } from '@portal/shared-ui/components/Checkbox';
import { Dialog } from '@portal/shared-ui/components/Dialog';
import { FormField } from '@portal/shared-ui/components/FormField';
import { TextInput } from '@portal/shared-ui/components/TextInput';

const meta = {
  title: 'Actions/Dialog',
  component: Dialog,
  args: { open: true, title: 'Autorizējies', onClose: () => {} },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function LoginForm() {
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <FormField label="E-pasts">
        <TextInput type="email" autoComplete="email" />
      </FormField>
      <FormField label="Parole">
        <TextInput type="password" autoComplete="current-password" />
      </FormField>
      <Checkbox label="Atcerēties mani" />
      <Button type="submit" fullWidth>
        Ienākt
      </Button>
    </form>
  );
}

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Autorizējies</Button>
      <Dialog open={open} title="Autorizējies" onClose={() => setOpen(false)}>
        <LoginForm />
      </Dialog>
    </>
  );
}

/** Open it, Tab around (focus stays inside), press Escape: focus returns to the button. */
export const Interactive: Story = { args: { open: false }, render: () => <Opener /> };

export const WithForm: Story = { args: { children: <LoginForm /> } };

export const WithFooter: Story = {
  args: {
    title: 'Jaunumi',
    size: 'small',
    children: <p>Vai piekrīti saņemt portāla jaunumus e-pastā?</p>,
    footer: (
      <>
        <Button variant="secondary">Nepiekrītu</Button>
        <Button>Piekrītu</Button>
      </>
    ),
  },
};

export const Large: Story = {
  args: {
    title: 'Sūtīt ziņu',
    size: 'large',
    children: (
      <FormField label="Temats">
        <TextInput />
      </FormField>
    ),
  },
};

export const LongContent: Story = {
  args: {
    title: 'Lietošanas noteikumi',
    children: Array.from({ length: 30 }, (_, i) => (
      <p key={i}>Noteikumu punkts {i + 1}. Portāla lietotāji dalās ar mācību materiāliem.</p>
    )),
  },
};
