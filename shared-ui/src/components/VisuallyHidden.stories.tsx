import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';

const meta = {
  title: 'Foundations/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: ' (atveras jaunā cilnē)' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing shows on screen: a screen reader reads the link as "Noteikumi (atveras jaunā cilnē)".
 * Inspect the link's accessible name in the a11y panel.
 */
export const InALink: Story = {
  render: (args) => (
    <a href="#noteikumi">
      Noteikumi
      <VisuallyHidden {...args} />
    </a>
  ),
};

/** The meaning of a bare number, read out after it. */
export const AfterACount: Story = {
  args: { children: ' materiāli' },
  render: (args) => (
    <p>
      12
      <VisuallyHidden {...args} />
    </p>
  ),
};
