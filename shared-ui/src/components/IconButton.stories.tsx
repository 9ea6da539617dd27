import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { IconButton } from '@portal/shared-ui/components/IconButton';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { icon: 'heart', pressedIcon: 'heart-filled', label: 'Patīk' },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Pressed: Story = { args: { pressed: true } };
export const NotPressed: Story = { args: { pressed: false } };
export const Small: Story = {
  args: { size: 'small', icon: 'bookmark', pressedIcon: 'bookmark-filled', label: 'Grāmatzīme' },
};
export const Close: Story = { args: { icon: 'close', label: 'Aizvērt', pressedIcon: undefined } };
export const Disabled: Story = { args: { disabled: true } };
function LikeToggle() {
  const [pressed, setPressed] = useState(false);
  return (
    <IconButton
      icon="heart"
      pressedIcon="heart-filled"
      label="Patīk"
      pressed={pressed}
      onClick={() => setPressed((p) => !p)}
    />
  );
}

export const Toggle: Story = { render: () => <LikeToggle /> };
