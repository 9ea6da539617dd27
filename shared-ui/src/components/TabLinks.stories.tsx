import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TabLinks } from '@portal/shared-ui/components/TabLinks';

const meta = {
  title: 'Navigation/TabLinks',
  component: TabLinks,
  args: {
    label: 'Iesūtne',
    tabs: [
      { label: 'Komentāri', to: '/inbox/comments', current: true },
      { label: 'Ziņas', to: '/inbox/messages', current: false },
    ],
  },
} satisfies Meta<typeof TabLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The inbox: two tabs, each with its own address. */
export const Inbox: Story = {};
/** An administration list's filter tabs with their counts. */
export const WithCounts: Story = {
  args: {
    label: 'Vēstuļu statuss',
    tabs: [
      { label: 'Neizdevušās', to: '?status=failed', current: false, count: 3 },
      { label: 'Gaida', to: '?status=pending', current: true, count: 0 },
      { label: 'Nosūtītās', to: '?status=sent', current: false, count: 128 },
    ],
  },
};
/** Counts not known yet (the list still loading): the names alone. */
export const CountsLoading: Story = {
  args: {
    label: 'Vēstuļu statuss',
    tabs: [
      { label: 'Neizdevušās', to: '?status=failed', current: true },
      { label: 'Gaida', to: '?status=pending', current: false },
      { label: 'Nosūtītās', to: '?status=sent', current: false },
    ],
  },
};
/** Long Latvian names on a phone: one row that scrolls sideways. */
export const NarrowScreen: Story = {
  args: {
    label: 'Lietotāju saraksti',
    tabs: [
      { label: 'Gaida apstiprinājumu', to: '?statuss=gaida', current: true, count: 12 },
      { label: 'Aktīvie', to: '?statuss=aktivi', current: false },
      { label: 'Atslēgtie', to: '?statuss=atslegti', current: false },
      { label: 'Administratori', to: '?statuss=administratori', current: false },
    ],
  },
  globals: { viewport: { value: 'mobile1' } },
};
