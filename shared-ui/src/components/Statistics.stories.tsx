import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { makeStatistics } from '../testing/users';
import { Statistics } from '@portal/shared-ui/components/Statistics';

const meta = {
  title: 'Profiles/Statistics',
  component: Statistics,
  args: { statistics: makeStatistics() },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.maxWidth as number | undefined) ?? 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Statistics>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Totals: Story = {};
/** While the totals load, the rows keep their place. */
export const Loading: Story = { args: { statistics: null } };
/** A new teacher: nothing counted yet. */
export const Nothing: Story = { args: { statistics: makeStatistics({ likes: 0, views: 0, downloads: 0 }) } };
export const LargeNumbers: Story = {
  args: { statistics: makeStatistics({ likes: 12840, views: 1204331, downloads: 98512 }) },
};
export const Narrow: Story = { parameters: { maxWidth: 240 } };
