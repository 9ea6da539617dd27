import { QueryClientProvider } from '@tanstack/react-query';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SAMPLE_MATERIALS } from '../testing/fixtures';
import { MaterialCards } from '@portal/shared-ui/components/MaterialCards';
import { createQueryClient } from '@portal/shared-ui/lib/queryClient';

// Like and bookmark go through the query cache (useMaterialReactions); offline they fail with a notice.
const client = createQueryClient({ retry: false });

const meta = {
  title: 'Materials/MaterialCards',
  component: MaterialCards,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <QueryClientProvider client={client}>
        <div style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
          <Story />
        </div>
      </QueryClientProvider>
    ),
  ],
  args: {
    materials: SAMPLE_MATERIALS,
    viewer: { id: 999, signedIn: true },
    columns: { sm: 2, md: 3, lg: 4 },
    loading: false,
    emptyText: 'Šajā kategorijā vēl nav neviena materiāla.',
    label: 'Materiāli',
  },
} satisfies Meta<typeof MaterialCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in teacher looking at others' materials: like and bookmark. */
export const SignedIn: Story = {};
/** A visitor: counts only. */
export const Visitor: Story = { args: { viewer: { id: null, signedIn: false } } };
/** The owner's own cards show the like, view and download counts instead of the buttons. */
export const Own: Story = { args: { viewer: { id: SAMPLE_MATERIALS[0]?.owner_id ?? null, signedIn: true } } };
export const Empty: Story = { args: { materials: [] } };
