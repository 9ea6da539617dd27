import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Breadcrumb } from '@portal/shared-ui/components/Breadcrumb';

const meta = {
  title: 'Navigation/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [{ label: 'Sākums', to: '/' }, { label: 'Jaunumi', to: '/jaunumi' }, { label: 'Jauns mācību gads portālā' }],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewsPost: Story = {};
export const CategoryPath: Story = {
  args: {
    items: [
      { label: 'Sākums', to: '/' },
      { label: '9. klase', to: '/kategorija/1' },
      { label: 'Elektrība', to: '/kategorija/12' },
      { label: 'Laboratorijas darbi' },
    ],
  },
};
export const SingleItem: Story = { args: { items: [{ label: 'Mans profils' }] } };
export const LongTitles: Story = {
  args: {
    items: [
      { label: 'Sākums', to: '/' },
      { label: 'Mans profils', to: '/profils' },
      { label: 'Mehānika un kustības likumi vidusskolas kursā', to: '/profils/kategorijas/3' },
      { label: 'Interaktīvas simulācijas par brīvo krišanu un Ņūtona likumiem' },
    ],
  },
};
