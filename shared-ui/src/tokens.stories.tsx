import type { Meta, StoryObj } from 'storybook-react-rsbuild';

/** The design tokens of DESIGN.md as they are in tokens.css: what designers tune. */
const meta = { title: 'Foundations/Tokens' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const COLOURS = [
  'text',
  'muted',
  'surface',
  'page',
  'line',
  'control-border',
  'accent',
  'accent-hover',
  'accent-soft',
  'link',
  'link-soft',
  'success',
  'warning',
  'error',
  'type-excel',
  'type-word',
  'type-powerpoint',
  'type-pdf',
  'type-image',
  'type-link',
  'type-generic',
];
const FONT_SIZES = [14, 16, 18, 22, 28, 36];
const SPACES = [1, 2, 3, 4, 6, 8, 12, 16];

export const Colours: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {COLOURS.map((name) => (
        <li key={name}>
          <div
            style={{
              height: 64,
              borderRadius: 'var(--radius)',
              border: 'var(--border)',
              background: `var(--color-${name})`,
            }}
          />
          <code>--color-{name}</code>
        </li>
      ))}
    </ul>
  ),
};

export const Typography: Story = {
  render: () => (
    <div>
      {FONT_SIZES.map((size) => (
        <p key={size} style={{ fontSize: `var(--font-size-${size})`, margin: '0 0 8px' }}>
          <code style={{ fontSize: 14 }}>--font-size-{size}</code> Ābele ar čūsku ģērbās ķiršu ļoti ņiprā šūpolē,
          žāvājoties.
        </p>
      ))}
    </div>
  ),
};

export const Spacing: Story = {
  render: () => (
    <ul style={{ listStyle: 'none', padding: 0 }}>
      {SPACES.map((n) => (
        <li key={n} style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 8 }}>
          <code style={{ width: 100 }}>--space-{n}</code>
          <span
            style={{
              display: 'inline-block',
              height: 16,
              width: `var(--space-${n})`,
              background: 'var(--color-accent)',
            }}
          />
          <span>{n * 4}px</span>
        </li>
      ))}
    </ul>
  ),
};

export const ShapeAndElevation: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24 }}>
      <div
        style={{
          width: 160,
          height: 100,
          background: 'var(--color-surface)',
          border: 'var(--border)',
          borderRadius: 'var(--radius)',
        }}
      >
        <code>--radius, --border</code>
      </div>
      <div
        style={{
          width: 160,
          height: 100,
          background: 'var(--color-surface)',
          borderRadius: 'var(--radius)',
          boxShadow: 'var(--shadow)',
        }}
      >
        <code>--shadow</code>
      </div>
      <span
        style={{
          alignSelf: 'center',
          padding: '2px 10px',
          borderRadius: 'var(--radius-pill)',
          background: 'var(--color-accent)',
          color: 'var(--color-on-accent)',
        }}
      >
        --radius-pill
      </span>
    </div>
  ),
};
