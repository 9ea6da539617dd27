import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Link } from 'react-router-dom';
import { Checkbox } from '@portal/shared-ui/components/Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Atcerēties mani' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
export const WithLinkInLabel: Story = {
  args: {
    label: (
      <>
        Piekrītu <Link to="/lapa/noteikumi">lietošanas noteikumiem</Link>
      </>
    ),
  },
};
export const WithError: Story = {
  args: {
    label: (
      <>
        Piekrītu <Link to="/lapa/noteikumi">lietošanas noteikumiem</Link>
      </>
    ),
    error: 'Obligāti jāpiekrīt lietošanas noteikumiem.',
  },
};
