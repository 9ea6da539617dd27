import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '@portal/shared-ui/components/Button';
import { PageFrame } from '@portal/shared-ui/components/PageFrame';

const meta = {
  title: 'Layout/PageFrame',
  component: PageFrame,
  args: { title: 'Mans profils', children: <p>Lapas saturs.</p> },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A top page (own profile, inbox, registration): no breadcrumb, the row keeps its height. */
export const TopPage: Story = {};

export const WithBreadcrumb: Story = {
  args: {
    title: 'Fizika',
    breadcrumb: [{ label: 'Sākums', to: '/' }, { label: '10. klase', to: '/kategorija/3' }, { label: 'Fizika' }],
  },
};

export const WithActions: Story = {
  args: {
    title: 'Darba lapas',
    breadcrumb: [{ label: 'Sākums', to: '/' }, { label: '10. klase', to: '/kategorija/3' }, { label: 'Darba lapas' }],
    actions: <Button icon="plus">Augšuplādēt</Button>,
    intro: <p style={{ margin: 0 }}>Darba lapas fizikas stundām.</p>,
  },
};

export const Form: Story = {
  args: {
    title: 'Reģistrēties',
    width: 'form',
    children: (
      <form>
        <p>Lauki…</p>
        <Button type="submit">Reģistrēties</Button>
      </form>
    ),
  },
};

export const LongLatvianText: Story = {
  args: {
    title: 'Svārstību periods un frekvence: laboratorijas darbs ar matemātisko svārstu 10. klasei',
    breadcrumb: [
      { label: 'Sākums', to: '/' },
      { label: '10. klase', to: '/kategorija/3' },
      { label: 'Fizika', to: '/kategorija/7' },
      { label: 'Laboratorijas darbi', to: '/kategorija/9/materiali' },
      { label: 'Svārstību periods un frekvence: laboratorijas darbs ar matemātisko svārstu 10. klasei' },
    ],
    actions: (
      <>
        <Button variant="secondary">Mainīt</Button>
        <Button variant="secondary">Dzēst</Button>
      </>
    ),
  },
};

export const NarrowScreen: Story = {
  ...LongLatvianText,
  globals: { viewport: { value: 'mobile1' } },
};
