import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '@portal/shared-ui/components/Button';
import { CommentList } from '@portal/shared-ui/components/CommentList';
import { makeComment } from '@portal/shared-ui/testing/comments';

const thread = [
  makeComment({
    id: 1,
    replies: [
      makeComment({
        id: 2,
        parent_id: 1,
        author: { id: 7, name: 'Ilze Bērziņa', avatar: null },
        message: 'Prieks dzirdēt! Drīz pievienošu arī darba lapu.',
      }),
    ],
  }),
  makeComment({
    id: 3,
    author: { id: 9, name: 'Fizikas Fans', avatar: null },
    message: 'Vai ir arī versija 8. klasei?',
  }),
];

const meta = {
  title: 'Content/CommentList',
  component: CommentList,
  args: {
    comments: thread,
    authorHref: (author) => `/profiles/${author.id}`,
    renderActions: (_comment, depth) =>
      depth < 2 ? (
        <div>
          <Button variant="link" size="small">
            Atbildēt
          </Button>
        </div>
      ) : null,
  },
} satisfies Meta<typeof CommentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { comments: [] } };
export const Loading: Story = { args: { comments: [], loading: true } };
export const Failed: Story = {
  args: { comments: [], error: 'Neizdevās ielādēt komentārus.', onRetry: () => {} },
};
export const WithMore: Story = { name: 'More pages', args: { hasMore: true, onLoadMore: () => {} } };
export const LoadingMore: Story = { args: { hasMore: true, loadingMore: true } };
export const LongLatvianText: Story = {
  args: {
    comments: [
      makeComment({
        id: 10,
        author: { id: 11, name: 'Mārtiņš Ķēniņš-Žagariņš', avatar: null },
        message:
          'Šis ir ļoti garš komentārs, kurā skolotājs sīki apraksta, kā viņš izmantoja materiālu stundā, kādas grūtības radās skolēniem ar mērījumu apstrādi un kā tās tika pārvarētas, lai visi saprastu, ka garš teksts pārnesas pareizi un neizplešas ārpus kartītes robežām.',
      }),
    ],
  },
};
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
};
