import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { makeCategoryNode } from '../testing/fixtures';
import { CategoryTile } from '@portal/shared-ui/components/CategoryTile';
import { MaterialGrid } from '@portal/shared-ui/components/MaterialGrid';

// An inline icon, so the story works offline.
const ICON =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="22" fill="#f7e9ea"/><path d="M26 6 14 27h9l-3 15 14-23h-9z" fill="#9e3039"/></svg>',
  );

const node = makeCategoryNode({}, { icon_url: ICON });

const meta = {
  title: 'Materials/CategoryTile',
  component: CategoryTile,
  args: { node, count: 24, to: '/kategorija/31', variant: 'icon' },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.maxWidth as number | undefined) ?? 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Has children: a link. */
export const Link: Story = {};
/** No children: plain text. */
export const Plain: Story = { args: { to: undefined } };
/** Nothing inside: never clickable. */
export const ZeroCount: Story = { args: { count: 0 } };
export const DefaultIcon: Story = { args: { node: makeCategoryNode() } };
/** Top-level nodes on profiles. */
export const TitleVariant: Story = {
  args: { variant: 'title', node: makeCategoryNode({ id: 3, parent_id: null }, { title: '9. klase' }) },
};
export const LongTitle: Story = {
  args: { node: makeCategoryNode({}, { title: 'Elektromagnētiskās svārstības un viļņi', icon_url: ICON }) },
};

export const InAGrid: Story = {
  parameters: { maxWidth: 1000 },
  render: () => (
    <MaterialGrid columns={{ sm: 1, md: 2, lg: 4 }}>
      <CategoryTile key="a" node={node} to="/kategorija/31" count={24} />
      <CategoryTile
        key="b"
        node={makeCategoryNode({ id: 32 }, { title: 'Mehānika', icon_url: ICON })}
        to="/kategorija/32"
        count={8}
      />
      <CategoryTile key="c" node={makeCategoryNode({ id: 33 }, { title: 'Optika' })} count={3} />
      <CategoryTile
        key="d"
        node={makeCategoryNode({ id: 34 }, { title: 'Noderīgas saites' })}
        to="/kategorija/34"
        count={0}
      />
    </MaterialGrid>
  ),
};
