import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Spinner } from '@portal/shared-ui/components/Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { delay: 0 },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large' } };
export const Block: Story = { args: { block: true } };
/** Waits 300 ms before it shows, so fast loads never flash it. */
export const Delayed: Story = { args: { delay: 300 } };
