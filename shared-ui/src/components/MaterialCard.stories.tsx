import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ANONYMOUS_AUTHOR_LABEL } from '@portal/contracts/schemas/entities';
import { makeMaterial } from '../testing/fixtures';
import { MaterialCard } from '@portal/shared-ui/components/MaterialCard';

const meta = {
  title: 'Materials/MaterialCard',
  component: MaterialCard,
  args: { material: makeMaterial(), to: '/material/101', signedIn: true, own: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MaterialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in teacher looking at someone else's material: like and bookmark. */
export const OthersMaterial: Story = {};
export const LikedAndBookmarked: Story = { args: { material: makeMaterial({ is_liked: true, has_bookmark: true }) } };
/** The owner sees like, view and download counts instead of the buttons. */
export const Own: Story = { args: { own: true } };
/** Anonymous visitors: no buttons and the generic author label. */
export const Anonymous: Story = {
  args: { signedIn: false, material: makeMaterial({ signature: ANONYMOUS_AUTHOR_LABEL, owner: null, owner_id: null }) },
};
export const Link: Story = {
  args: {
    material: makeMaterial({
      type: 'link',
      basic_type: 'link',
      uri: 'https://phet.colorado.edu/lv/',
      file: null,
      mime_type: null,
      title: 'Brīvās krišanas simulācija',
    }),
  },
};
export const Pseudonym: Story = {
  args: {
    material: makeMaterial({
      signature: 'Fiziķis Ņ.',
      signature_type: 'pseudonym',
      pseudonym: 'Fiziķis Ņ.',
      owner: null,
      owner_id: null,
    }),
  },
};
export const LongTitle: Story = {
  args: {
    material: makeMaterial({
      title:
        'Elektromagnētiskās indukcijas likumsakarību pētīšana ar spoli, magnētu un galvanometru: pilna darba lapa ar uzdevumiem un atbildēm',
    }),
  },
};
/** A card under 260 px wide (five to a row on a laptop): the icon goes above, the title keeps two full lines. */
export const NarrowCard: Story = {
  args: {
    material: makeMaterial({ title: 'Temperatūras mērījumu tabula ar grafiku un secinājumiem' }),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 214 }}>
        <Story />
      </div>
    ),
  ],
};
export const NoPath: Story = { args: { material: makeMaterial({ path: [] }) } };
/** The owner's own card of a material an administrator hid (issue 19). */
export const HiddenOwn: Story = {
  args: {
    own: true,
    material: makeMaterial({
      hidden: {
        at: '2025-10-05T09:00:00.000Z',
        reason: 'Materiāls pārkāpj autortiesības: teksts kopēts no mācību grāmatas.',
      },
    }),
  },
};

function Toggling() {
  const [material, setMaterial] = useState(makeMaterial());
  return (
    <MaterialCard
      material={material}
      to="/material/101"
      signedIn
      onLike={(m) => setMaterial({ ...m, is_liked: !m.is_liked, likes: m.likes + (m.is_liked ? -1 : 1) })}
      onBookmark={(m) => setMaterial({ ...m, has_bookmark: !m.has_bookmark })}
    />
  );
}

export const Interactive: Story = { render: () => <Toggling /> };
