import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NotFound } from '@portal/shared-ui/components/NotFound';

const meta = {
  title: 'Feedback/NotFound',
  component: NotFound,
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  args: { title: 'Lapa nav atrasta', text: 'Šādas adreses portālā nav. Pārbaudi saiti vai sāc no sākumlapas.' },
};
export const Post: Story = { args: { title: 'Jaunums nav atrasts' } };
export const LongTitle: Story = {
  args: { title: 'Materiāls „Svārstību periods un frekvence: laboratorijas darbs 10. klasei” nav atrasts' },
};
