import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '@portal/shared-ui/components/Button';
import { CommentItem } from '@portal/shared-ui/components/CommentItem';
import { makeComment } from '@portal/shared-ui/testing/comments';

const meta = {
  title: 'Content/CommentItem',
  component: CommentItem,
  args: { comment: makeComment(), authorHref: '/profiles/8' },
} satisfies Meta<typeof CommentItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The author's profile is not offered: the name is plain text. */
export const WithoutProfileLink: Story = { args: { authorHref: undefined } };
export const WithAction: Story = {
  args: {
    children: (
      <div>
        <Button variant="link" size="small">
          Atbildēt
        </Button>
      </div>
    ),
  },
};
/**
 * The comments inbox (spec §2.2): an unseen comment highlighted with 'Redzēts', and the material it
 * is about with its type icon.
 */
export const InboxUnseen: Story = {
  args: {
    materialHref: '/material/101',
    unseen: true,
    children: (
      <div>
        <Button variant="secondary" size="small" icon="check" title="Atzīmēt kā redzētu">
          Redzēts
        </Button>
      </div>
    ),
  },
};
/** The comments inbox, already seen: no highlight, no button. */
export const InboxSeen: Story = {
  args: { materialHref: '/material/101', comment: makeComment({ seen_by_recipient: true }) },
};
/** Hidden by an administrator (issue 19): what its author and administrators see. */
export const Hidden: Story = {
  args: {
    comment: makeComment({
      hidden: { at: '2025-10-04T08:00:00.000Z', reason: 'Komentārs satur aizskarošus vārdus par citu skolotāju.' },
    }),
  },
};
/** An answer signed with a pseudonym: no profile to link to. */
export const InboxPseudonym: Story = {
  args: {
    materialHref: '/material/101',
    authorHref: undefined,
    comment: makeComment({ user_id: null, author: { id: null, name: 'Fizikas skolotāja', avatar: null } }),
  },
};
export const LongLatvianText: Story = {
  args: {
    comment: makeComment({
      author: { id: 9, name: 'Līga Bērziņa-Ozoliņa-Kalniņa', avatar: null },
      message:
        'Ļoti noderīgs materiāls! Izmantoju to gan 8., gan 9. klasē, un skolēni paši varēja pārbaudīt Oma likumu ar saviem mērījumiem.\nVienīgi tabulā pietrūka ailes pretestības aprēķinam — pievienoju to pati. Būtu jauki, ja nākamajā versijā tā būtu jau iekļauta. Paldies autorei par ieguldīto darbu!',
    }),
  },
};
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
};
