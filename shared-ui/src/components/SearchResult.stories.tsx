import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { BASIC_TYPES } from '@portal/contracts/constants';
import { makeSearchHit } from '../testing/fixtures';
import { SearchResult } from '@portal/shared-ui/components/SearchResult';

const meta = {
  title: 'Search/SearchResult',
  component: SearchResult,
  args: { hit: makeSearchHit() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 448, padding: 12, background: 'var(--color-surface)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A 200-character description with its ellipsis (as the server cuts it) and a deep category path. */
export const LongLatvianText: Story = {
  args: {
    hit: makeSearchHit({
      title:
        'Elektromagnētiskās indukcijas likumsakarību pētīšana ar spoli, magnētu un galvanometru: pilna darba lapa ar uzdevumiem un atbildēm',
      description:
        'Skolēni pēta, kā mainās inducētās strāvas stiprums, ja magnētu spolē iebīda ātrāk vai lēnāk, maina vijumu skaitu un magnēta polaritāti; darba lapā ir mērījumu tabula, grafiks, secinājumu jautājumi un…',
      path: [
        { id: 3, category_id: 3, title: '9. klase', has_children: true },
        { id: 31, category_id: 31, title: 'Elektromagnētisms', has_children: true },
        { id: 312, category_id: 312, title: 'Laboratorijas un pētnieciskie darbi', has_children: false },
      ],
      basicType: 'word',
    }),
  },
};

/** The list in the phone's menu drawer: a 390 px screen less the drawer's padding. */
export const Narrow: Story = {
  ...LongLatvianText,
  decorators: [
    (Story) => (
      <div style={{ width: 280 }}>
        <Story />
      </div>
    ),
  ],
};

export const WithoutDescription: Story = { args: { hit: makeSearchHit({ description: null }) } };

/** Every basic type of spec §3 with its icon. */
export const EveryBasicType: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {BASIC_TYPES.map((basicType, index) => (
        <SearchResult
          key={basicType}
          hit={makeSearchHit({ id: index + 1, basicType, title: `Stīgas svārstību frekvence (${basicType})` })}
        />
      ))}
    </div>
  ),
};
