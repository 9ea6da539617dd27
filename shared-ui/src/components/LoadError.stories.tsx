import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LoadError } from '@portal/shared-ui/components/LoadError';

const meta = {
  title: 'Feedback/LoadError',
  component: LoadError,
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = { args: { text: 'Neizdevās ielādēt jaunumus.', onRetry: () => undefined } };
export const WithoutRetry: Story = { args: { text: 'Neizdevās ielādēt lapu.' } };
export const LongText: Story = {
  args: {
    text: 'Neizdevās ielādēt materiālus kategorijā „Svārstības un viļņi: laboratorijas darbi 10. klasei”. Pārbaudi interneta savienojumu.',
    onRetry: () => undefined,
  },
};
