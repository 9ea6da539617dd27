import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { makeCategoryNode } from '../testing/fixtures';
import { CategoryTile } from '@portal/shared-ui/components/CategoryTile';
import { TileGrid } from '@portal/shared-ui/components/TileGrid';

const TITLES = ['Fizika', 'Ķīmija', 'Bioloģija', 'Matemātika un tās lietojums ikdienā', 'Vēsture', 'Ģeogrāfija'];
const tiles = TITLES.map((title, i) => (
  <CategoryTile key={i} node={makeCategoryNode({ id: 40 + i }, { title })} count={i * 3} to={`/kategorija/${40 + i}`} />
));

const meta = {
  title: 'Materials/TileGrid',
  component: TileGrid,
  args: { columns: { sm: 2, md: 3, lg: 5 }, children: tiles },
} satisfies Meta<typeof TileGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category's sub-categories: 2 / 3 / 5 columns. */
export const Subcategories: Story = {};
/** A profile's categories: 1 / 2 / 4 columns. */
export const ProfileCategories: Story = { args: { columns: { sm: 1, md: 2, lg: 4 } } };
