import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Avatar } from '@portal/shared-ui/components/Avatar';

// A small inline picture, so the story works offline.
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#1f5fa8"/><text x="40" y="52" font-size="34" text-anchor="middle" fill="#fff" font-family="sans-serif">IB</text></svg>',
  );

const meta = {
  title: 'Foundations/Avatar',
  component: Avatar,
  args: { name: 'Ilze Bērziņa', src: PICTURE, size: 40 },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Picture: Story = {};
export const DefaultIcon: Story = { args: { src: null } };
export const BrokenPicture: Story = { name: 'Broken picture falls back', args: { src: '/nav-tadas-bildes.png' } };
export const Large: Story = { args: { size: 120 } };
export const LargeDefault: Story = { args: { size: 120, src: null } };
export const Decorative: Story = { args: { decorative: true } };
