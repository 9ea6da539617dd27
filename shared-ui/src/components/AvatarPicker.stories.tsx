import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { AvatarPicker, type AvatarPickerProps } from '@portal/shared-ui/components/AvatarPicker';

// A small inline picture, so the story works offline.
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#1f5fa8"/><text x="40" y="52" font-size="34" text-anchor="middle" fill="#fff" font-family="sans-serif">IB</text></svg>',
  );

type Fixed = Pick<AvatarPickerProps, 'current' | 'size' | 'error'>;

/** The picker with its state held here, as the forms hold it (a file chosen, the saved avatar removed). */
function Picker(props: Fixed) {
  const [file, setFile] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);
  return (
    <AvatarPicker
      {...props}
      id="avatar"
      file={file}
      removed={removed}
      onChoose={(chosen) => {
        setFile(chosen);
        setRemoved(false);
      }}
      onRemove={() => {
        setFile(null);
        setRemoved(true);
      }}
    />
  );
}

const meta = {
  title: 'Forms/AvatarPicker',
  component: Picker,
  args: {},
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The registration: nothing chosen yet; 'Dzēst bildi' appears once a picture is chosen. */
export const Registration: Story = {};
/** The profile edit: the saved avatar, 120 px, with 'Dzēst bildi'. */
export const ProfileEdit: Story = { args: { current: PICTURE, size: 120 } };
export const WithError: Story = { args: { error: 'Profila bilde nedrīkst būt lielāka par 5MB.' } };
