import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FormAlert } from '@portal/shared-ui/components/FormAlert';

const meta = {
  title: 'Forms/FormAlert',
  component: FormAlert,
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignInRefused: Story = { args: { message: 'Lietotāja epasts un/vai parole norādīta nepareizi' } };
export const ServerError: Story = {
  args: {
    message:
      'Radās servera kļūda. Pārbaudi ievadītos datus un mēģini vēlreiz. Ja kļūda atkārtojas, sazinies ar portāla administratoru.',
  },
};
export const Nothing: Story = { args: { message: null } };
