import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '@portal/shared-ui/components/Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Saglabāt', variant: 'primary', size: 'medium' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'link'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Atpakaļ' } };
export const LinkLook: Story = { name: 'Link', args: { variant: 'link', children: 'Aizmirsi paroli?' } };
export const Small: Story = { args: { size: 'small', children: 'Redzēts' } };
export const Large: Story = { args: { size: 'large', children: 'Ienākt' } };
export const WithIcon: Story = { args: { icon: 'plus', children: 'Augšuplādēt' } };
export const Loading: Story = { args: { loading: true, children: 'Sūtīt' } };
export const Disabled: Story = { args: { disabled: true, children: 'Iesniegt' } };
export const AsRouterLink: Story = {
  name: 'As a link (to)',
  args: { to: '/upload', icon: 'plus', children: 'Augšuplādēt' },
};
export const FullWidth: Story = { args: { fullWidth: true, children: 'Ienākt' } };
