import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { UploadProgress } from '@portal/shared-ui/components/UploadProgress';

const meta = {
  title: 'Feedback/UploadProgress',
  component: UploadProgress,
  args: { percent: 42 },
} satisfies Meta<typeof UploadProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sending has just started. */
export const Empty: Story = { args: { percent: 0 } };
export const Loading: Story = { args: { percent: 42 } };
export const Done: Story = { args: { percent: 100, label: 'Fails nosūtīts, serveris to pārbauda...' } };
/** A value that is not a number is drawn as 0 rather than breaking the bar. */
export const InvalidValue: Story = { name: 'Error (no value)', args: { percent: Number.NaN } };
export const LongLatvianText: Story = {
  args: { percent: 67, label: 'Augšuplādē failu „Elektriskās ķēdes: laboratorijas darbu krājums 9. klasei.pdf”...' },
};
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
  args: { percent: 88 },
};
