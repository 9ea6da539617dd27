import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ICON_SPRITES } from '@portal/contracts/constants';
import { GLYPHS, type IconGlyph } from '../icons/glyphs';
import { Icon } from '@portal/shared-ui/components/Icon';

const meta = {
  title: 'Foundations/Icon',
  component: Icon,
  args: { name: 'pdf', size: 48 },
  argTypes: { name: { control: 'select', options: Object.keys(GLYPHS) } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
export const WithLabel: Story = { args: { label: 'PDF fails' } };

function Gallery({ names, size }: { names: readonly IconGlyph[]; size: number }) {
  return (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 24, listStyle: 'none', padding: 0 }}>
      {names.map((name) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, width: 96 }}>
          <Icon name={name} size={size} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}

/** The sprites of spec §9. */
export const Sprites: Story = { render: () => <Gallery names={ICON_SPRITES} size={48} /> };

/** Every glyph the kit can draw, at the sizes used in the interface. */
export const AllGlyphs: Story = {
  render: () => (
    <>
      <Gallery names={Object.keys(GLYPHS) as IconGlyph[]} size={32} />
      <Gallery names={Object.keys(GLYPHS) as IconGlyph[]} size={18} />
    </>
  ),
};
