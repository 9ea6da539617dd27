import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DropArea } from '@portal/shared-ui/components/DropArea';

const meta = {
  title: 'Forms/DropArea',
  component: DropArea,
  args: {
    onFile: () => {},
    accept: '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,image/*',
    hint: 'Excel, PDF, Word, PowerPoint vai attēls. Maksimālais faila izmērs 250MB.',
  },
} satisfies Meta<typeof DropArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Empty: Story = {};
export const WithError: Story = { args: { error: 'Pievienotais fails ir pārāk liels.' } };
export const Disabled: Story = { name: 'Disabled (loading)', args: { disabled: true } };
export const LongLatvianText: Story = {
  args: {
    label: 'Izvēlies mācību materiāla failu no sava datora',
    dragLabel: 'vai ievelc to šajā laukumā ar peli',
    hint: 'Pieņemamie failu veidi: Excel izklājlapas, PDF dokumenti, Word dokumenti, PowerPoint prezentācijas un attēli (JPEG, PNG, GIF, WebP). Maksimālais faila izmērs 250MB.',
  },
};
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: { error: 'Pievienotajam failam jābūt Excel, PDF, Word vai PowerPoint dokumentam vai attēlam.' },
};
