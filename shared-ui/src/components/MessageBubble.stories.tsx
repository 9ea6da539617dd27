import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { MessageBubble } from '@portal/shared-ui/components/MessageBubble';
import { makeMessage } from '@portal/shared-ui/testing/messages';

const meta = {
  title: 'Content/MessageBubble',
  component: MessageBubble,
  args: { message: makeMessage() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the other party: on the left with their name. */
export const Other: Story = {};
/** The viewer's own: on the right, in the accent's soft colour. */
export const Own: Story = { args: { own: true } };
/** Markup typed into a message is shown as text. */
export const MarkupAsText: Story = {
  args: { message: makeMessage({ message: '<script>alert("sveiki")</script> un <b>treknraksts</b>' }) },
};
export const LongLatvianText: Story = {
  args: {
    message: makeMessage({
      message:
        'Labdien! Paldies par lielisko darba lapu — izmantoju to gan 8., gan 9. klasē.\nVai Tev ir arī atbilžu lapa? Skolēni jautāja, kā pārbaudīt savus aprēķinus mājās, un es labprāt to viņiem iedotu kopā ar uzdevumiem.',
    }),
  },
};
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
};
