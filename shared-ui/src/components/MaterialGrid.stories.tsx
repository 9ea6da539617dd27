import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SAMPLE_MATERIALS } from '../testing/fixtures';
import { MaterialCard } from '@portal/shared-ui/components/MaterialCard';
import { MaterialGrid } from '@portal/shared-ui/components/MaterialGrid';

const cards = SAMPLE_MATERIALS.map((material) => (
  <MaterialCard key={material.id} material={material} to={`/material/${material.id}`} signedIn />
));

const meta = {
  title: 'Materials/MaterialGrid',
  component: MaterialGrid,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { columns: { sm: 2, md: 3, lg: 4 }, children: cards, label: 'Materiāli' },
} satisfies Meta<typeof MaterialGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Category material lists: 2 / 3 / 4 columns (one below 480 px). */
export const FourColumns: Story = {};
/** Home sections: 2 / 3 / 5 columns (one below 480 px); cards this narrow put their icon above the title. */
export const FiveColumns: Story = { args: { columns: { sm: 2, md: 3, lg: 5 }, children: cards.slice(0, 5) } };
/** A phone held upright (< 480 px): one card a row whatever the grid, so titles are not cut to a dozen characters. */
export const Phone: Story = {
  args: { columns: { sm: 2, md: 3, lg: 5 } },
  globals: { viewport: { value: 'mobile2' } },
};
/** Profile materials: 1 / 2 / 4 columns. */
export const ProfileColumns: Story = { args: { columns: { sm: 1, md: 2, lg: 4 } } };
/** First load: the spinner (after 300 ms) instead of an empty area. */
export const Loading: Story = { args: { loading: true, children: [] } };
/** Next page loading: the current page stays, dimmed. */
export const Reloading: Story = { args: { loading: true } };
export const Empty: Story = { args: { children: [] } };
export const EmptyCustomText: Story = { args: { children: [], emptyText: 'Tev vēl nav nevienas grāmatzīmes.' } };
