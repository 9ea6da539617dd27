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

/**
 * Open it: a native modal `<dialog>` in the top layer. Tab around (the page behind is inert, so focus stays
 * inside), click the dimmed backdrop or press Escape: it closes and focus returns to the button.
 */
export const Interactive: Story = { args: { open: false }, render: () => <Opener /> };

/** The button behind the backdrop cannot be reached: by mouse, by Tab or by a screen reader's virtual cursor. */
export const OverPageContent: Story = {
  args: { open: false },
  render: () => (
    <>
      <p>
        Lapas saturs aiz dialoga: <a href="#aiz-dialoga">saite, kas nav sasniedzama</a>
      </p>
      <Opener />
    </>
  ),
};

/** `closeOnBackdrop={false}`: only Escape and the close button close it. */
export const NoBackdropClose: Story = {
  args: {
    title: 'Atjaunot paroli',
    size: 'small',
    closeOnBackdrop: false,
    children: <p>Klikšķis uz aptumšotā fona dialogu neaizver.</p>,
  },
};

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

export const LongLatvianTitle: Story = {
  args: {
    title: 'Personas datu apstrādes un sīkdatņu izmantošanas noteikumi mācību materiālu portālā',
    size: 'small',
    children: <p>Garš virsraksts aplūzt rindās un nepārklāj aizvēršanas pogu.</p>,
  },
};

/** On a phone the dialog keeps a 16 px margin to the screen's edges. */
export const NarrowScreen: Story = {
  args: { children: <LoginForm />, size: 'small' },
  globals: { viewport: { value: 'mobile1' } },
};

export const LongContent: Story = {
  args: {
    title: 'Lietošanas noteikumi',
    children: Array.from({ length: 30 }, (_, i) => (
      <p key={i}>Noteikumu punkts {i + 1}. Portāla lietotāji dalās ar mācību materiāliem.</p>
    )),
  },
};
