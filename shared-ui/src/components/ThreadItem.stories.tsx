import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ThreadItem } from '@portal/shared-ui/components/ThreadItem';
import { ANNA, JANIS, makeMessage } from '@portal/shared-ui/testing/messages';

const meta = {
  title: 'Content/ThreadItem',
  component: ThreadItem,
  args: { thread: makeMessage(), viewerId: ANNA.id, to: '/inbox/messages?id=12' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ThreadItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Anna has not opened Jānis's message yet. */
export const Unread: Story = {};
export const Read: Story = { args: { thread: makeMessage({ seen_by_recipient: true }) } };
/** The thread open beside the list. */
export const Active: Story = { args: { thread: makeMessage({ seen_by_recipient: true }), active: true } };
/** Today's threads show the time only (spec §9). */
export const Today: Story = {
  args: { thread: makeMessage({ updated_at: new Date().toISOString(), seen_by_recipient: true }) },
};
/** Anna started the thread: Jānis is the other party. */
export const StartedByViewer: Story = {
  args: {
    thread: makeMessage({ sender_id: ANNA.id, sender: ANNA, recipient_id: JANIS.id, recipient: JANIS }),
  },
};
export const LongLatvianText: Story = {
  args: {
    thread: makeMessage({
      sender: { id: 8, name: 'Kristīne Bērziņa-Ozoliņa-Kalniņa', avatar: null },
      subject: 'Jautājums par ģeogrāfijas pārbaudes darbu 7. klasei — vai drīkstu pielāgot uzdevumus savai klasei?',
    }),
  },
};
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
};
