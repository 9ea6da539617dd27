/**
 * The portal's icons as inline SVG (24 × 24 grid): the sprites of spec §9 (file types, next, lock,
 * avatar) plus the interface glyphs the kit needs. Inline, so a remote served from another origin
 * draws them without fetching a sprite file. Shapes use `currentColor`; the file-type colours are
 * set by Icon.module.css from the --color-type-* tokens.
 */
import type { ReactElement } from 'react';
import type { IconName } from '@portal/contracts/constants';

export type UiGlyph =
  | 'close'
  | 'heart'
  | 'heart-filled'
  | 'bookmark'
  | 'bookmark-filled'
  | 'eye'
  | 'download'
  | 'chevron-left'
  | 'chevron-down'
  | 'search'
  | 'menu'
  | 'plus'
  | 'check'
  | 'alert'
  | 'mail'
  | 'comment'
  | 'upload'
  | 'external'
  | 'edit'
  | 'trash';

/** Every icon `Icon` can draw: the spec's sprites and the interface glyphs. */
export type IconGlyph = IconName | UiGlyph;

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
const paper = { fill: 'var(--color-surface)' } as const;

function documentShape(label: ReactElement): ReactElement {
  return (
    <>
      <path
        d="M6.5 1.75h8l5.25 5.25v13.75a1.5 1.5 0 0 1-1.5 1.5H6.5A1.5 1.5 0 0 1 5 20.75V3.25a1.5 1.5 0 0 1 1.5-1.5z"
        style={paper}
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinejoin="round"
      />
      <path d="M14.5 1.75V7h5.25" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" />
      {label}
    </>
  );
}

function badge(text: string): ReactElement {
  return (
    <>
      <rect x={1.5} y={11} width={16} height={8} rx={1.5} fill="currentColor" />
      <text
        x={9.5}
        y={17.1}
        textAnchor="middle"
        fontSize={5.6}
        fontWeight={700}
        style={{ ...paper, fontFamily: 'var(--font-family)' }}
        letterSpacing={0.2}
      >
        {text}
      </text>
    </>
  );
}

export const GLYPHS: Record<IconGlyph, ReactElement> = {
  excel: documentShape(badge('XLS')),
  word: documentShape(badge('DOC')),
  powerpoint: documentShape(badge('PPT')),
  pdf: documentShape(badge('PDF')),
  image: documentShape(
    <>
      <circle cx={9.5} cy={11} r={1.75} fill="currentColor" />
      <path d="M7 19l3.5-4.5 2.5 3 1.75-2.25L17.5 19z" fill="currentColor" />
    </>,
  ),
  generic: documentShape(<path d="M8.5 11.5h7M8.5 14.5h7M8.5 17.5h4.5" {...stroke} strokeWidth={1.5} />),
  link: (
    <>
      <path d="M10 13.5a4.2 4.2 0 0 0 6 .1l3-3a4.2 4.2 0 0 0-6-6l-1.6 1.6" {...stroke} />
      <path d="M14 10.5a4.2 4.2 0 0 0-6-.1l-3 3a4.2 4.2 0 0 0 6 6l1.6-1.6" {...stroke} />
    </>
  ),
  next: <path d="M9 5l7 7-7 7" {...stroke} />,
  lock: (
    <>
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" {...stroke} />
      <rect x={4.5} y={10.5} width={15} height={11} rx={2} fill="currentColor" />
      <circle cx={12} cy={15.25} r={1.5} style={paper} />
      <path d="M12 16v2.25" style={{ stroke: 'var(--color-surface)' }} strokeWidth={1.5} strokeLinecap="round" />
    </>
  ),
  avatar: (
    <>
      <circle cx={12} cy={12} r={12} style={{ fill: 'var(--color-line)' }} />
      <circle cx={12} cy={9.5} r={4.25} fill="currentColor" />
      <path d="M4.2 20.2a9 9 0 0 1 15.6 0A12 12 0 0 1 12 24a12 12 0 0 1-7.8-3.8z" fill="currentColor" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6L6 18" {...stroke} />,
  heart: (
    <path
      d="M12 20.25s-7.6-4.6-9.3-9.4C1.5 7.5 3.7 4.25 7.1 4.25c2 0 3.7 1.1 4.9 2.9 1.2-1.8 2.9-2.9 4.9-2.9 3.4 0 5.6 3.25 4.4 6.6-1.7 4.8-9.3 9.4-9.3 9.4z"
      {...stroke}
    />
  ),
  'heart-filled': (
    <path
      d="M12 20.25s-7.6-4.6-9.3-9.4C1.5 7.5 3.7 4.25 7.1 4.25c2 0 3.7 1.1 4.9 2.9 1.2-1.8 2.9-2.9 4.9-2.9 3.4 0 5.6 3.25 4.4 6.6-1.7 4.8-9.3 9.4-9.3 9.4z"
      {...stroke}
      fill="currentColor"
    />
  ),
  bookmark: <path d="M6.5 3.25h11a1 1 0 0 1 1 1V20.5L12 16l-6.5 4.5V4.25a1 1 0 0 1 1-1z" {...stroke} />,
  'bookmark-filled': (
    <path d="M6.5 3.25h11a1 1 0 0 1 1 1V20.5L12 16l-6.5 4.5V4.25a1 1 0 0 1 1-1z" {...stroke} fill="currentColor" />
  ),
  eye: (
    <>
      <path d="M1.75 12S5.5 5 12 5s10.25 7 10.25 7S18.5 19 12 19 1.75 12 1.75 12z" {...stroke} />
      <circle cx={12} cy={12} r={3} {...stroke} />
    </>
  ),
  download: <path d="M12 3.5v11.5M7 10.5l5 5 5-5M4.5 20.5h15" {...stroke} />,
  'chevron-left': <path d="M15 5l-7 7 7 7" {...stroke} />,
  'chevron-down': <path d="M5 9l7 7 7-7" {...stroke} />,
  search: (
    <>
      <circle cx={10.5} cy={10.5} r={6.5} {...stroke} />
      <path d="M15.5 15.5l5 5" {...stroke} />
    </>
  ),
  menu: <path d="M4 6.5h16M4 12h16M4 17.5h16" {...stroke} />,
  plus: <path d="M12 5v14M5 12h14" {...stroke} />,
  check: <path d="M5 12.5l4.5 4.5L19 7.5" {...stroke} />,
  alert: (
    <>
      <circle cx={12} cy={12} r={9.5} {...stroke} />
      <path d="M12 7.5v5.5M12 16.5v.01" {...stroke} />
    </>
  ),
  mail: (
    <>
      <rect x={3} y={5.5} width={18} height={13} rx={2} {...stroke} />
      <path d="M3.5 7l8.5 6 8.5-6" {...stroke} />
    </>
  ),
  comment: <path d="M4 5.5h16v10H10l-4.5 3.5v-3.5H4z" {...stroke} />,
  upload: <path d="M12 15.5V4M7 8.5l5-5 5 5M4.5 20.5h15" {...stroke} />,
  external: <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" {...stroke} />,
  edit: <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16zM13.5 6.5l4 4" {...stroke} />,
  trash: <path d="M4 7h16M9.5 7V4.5h5V7M6 7l1 13h10l1-13M10 11v5M14 11v5" {...stroke} />,
};
