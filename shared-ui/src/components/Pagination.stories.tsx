import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Pagination } from '@portal/shared-ui/components/Pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { currentPage: 1, lastPage: 5, onChange: () => {} },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const LastPage: Story = { args: { currentPage: 5 } };
export const NineOrFewer: Story = { args: { currentPage: 4, lastPage: 9 } };
export const ManyPagesStart: Story = { args: { currentPage: 2, lastPage: 40 } };
export const ManyPagesMiddle: Story = { args: { currentPage: 20, lastPage: 40 } };
export const ManyPagesEnd: Story = { args: { currentPage: 39, lastPage: 40 } };
/** Nothing to page through: nothing is rendered. */
export const SinglePage: Story = { args: { currentPage: 1, lastPage: 1 } };

function Pager({ lastPage }: { lastPage: number }) {
  const [page, setPage] = useState(1);
  return (
    <>
      <p>Lapa {page}</p>
      <Pagination currentPage={page} lastPage={lastPage} onChange={setPage} />
    </>
  );
}

export const Interactive: Story = { render: () => <Pager lastPage={25} /> };
