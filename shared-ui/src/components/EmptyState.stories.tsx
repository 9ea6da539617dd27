import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '@portal/shared-ui/components/Button';
import { EmptyState } from '@portal/shared-ui/components/EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Comments: Story = { args: { text: 'Tev nav neviena komentāra :(' } };
export const Messages: Story = { args: { text: 'Šobrīd nav nevienas ziņas' } };
export const WithAction: Story = {
  args: {
    text: 'Šeit vēl nav neviena materiāla.',
    action: (
      <Button to="/upload" icon="plus">
        Augšuplādēt
      </Button>
    ),
  },
};
