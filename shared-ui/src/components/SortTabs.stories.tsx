import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { SortKey } from '@portal/contracts/constants';
import { SortTabs } from '@portal/shared-ui/components/SortTabs';

const meta = {
  title: 'Navigation/SortTabs',
  component: SortTabs,
  args: { value: 'created_at', onChange: () => {}, signedIn: false },
} satisfies Meta<typeof SortTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {};
export const SignedIn: Story = { args: { signedIn: true } };
export const BookmarksChosen: Story = { args: { signedIn: true, value: 'bookmarks' } };
/** Over one's own materials (own profile): no 'Grāmatzīmes', one's own cannot be bookmarked. */
export const OwnMaterials: Story = { args: { signedIn: true, withBookmarks: false } };
export const LikesChosen: Story = { args: { value: 'likes' } };

function Sorter({ signedIn }: { signedIn: boolean }) {
  const [value, setValue] = useState<SortKey>('created_at');
  return (
    <>
      <SortTabs value={value} onChange={setValue} signedIn={signedIn} />
      <p>Kārtošana: {value}</p>
    </>
  );
}

/** Focus a tab and use ← → Home End. */
export const Interactive: Story = { render: () => <Sorter signedIn /> };
