/**
 * SVG icons of the demo category tree: a numbered badge per class, a line drawing per theme
 * motif and one per material type. 48×48, stroke drawings in the portal's colours, each with a
 * <title> so that an icon shown on its own still has a text alternative.
 */
import type { Motif } from './pictures';

const ACCENT = '#9e3039';
const BLUE = '#1f5fa8';
const INK = '#1d2430';

function svg(title: string, body: string): Buffer {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" role="img">` +
      `<title>${escaped}</title>${body}</svg>\n`,
    'utf8',
  );
}

const stroke = (color: string, width = 2.5) =>
  `fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

/** A round badge with the class number and a small atom above it. */
export function classIcon(title: string, grade: number, color: string): Buffer {
  return svg(
    title,
    `<circle cx="24" cy="24" r="22" fill="${color}"/>` +
      `<ellipse cx="24" cy="11.5" rx="7" ry="2.6" ${stroke('#ffffff', 1.4)}/>` +
      `<ellipse cx="24" cy="11.5" rx="7" ry="2.6" transform="rotate(60 24 11.5)" ${stroke('#ffffff', 1.4)}/>` +
      `<ellipse cx="24" cy="11.5" rx="7" ry="2.6" transform="rotate(-60 24 11.5)" ${stroke('#ffffff', 1.4)}/>` +
      `<text x="24" y="35" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" ` +
      `font-size="17" font-weight="700" fill="#ffffff">${grade}.</text>`,
  );
}

const MOTIF_DRAWINGS: Record<Motif, string> = {
  motion:
    `<path d="M6 38 Q24 2 42 38" ${stroke(BLUE)}/><circle cx="24" cy="20" r="4.5" fill="${ACCENT}"/>` +
    `<path d="M4 40 H44" ${stroke(INK, 2)}/>`,
  electricity:
    `<path d="M10 14 H38 V38 H10 V30 M10 22 V14" ${stroke(INK, 2.2)}/><path d="M5 22 H15 M7.5 26 H12.5" ${stroke(INK, 2.2)}/>` +
    `<circle cx="24" cy="14" r="6" fill="#f2c14e" stroke="${INK}" stroke-width="2"/>`,
  heat:
    `<rect x="11" y="5" width="8" height="27" rx="4" ${stroke(INK, 2)}/><circle cx="15" cy="37" r="6" fill="${ACCENT}"/>` +
    `<path d="M15 14 V33" stroke="${ACCENT}" stroke-width="3.5" stroke-linecap="round"/>` +
    `<path d="M28 38 c-3-5 3-8 0-13 s3-8 0-13 M37 38 c-3-5 3-8 0-13 s3-8 0-13" ${stroke(ACCENT, 2.2)}/>`,
  optics:
    `<path d="M22 6 Q28 24 22 42 Q16 24 22 6 Z" fill="#dbe7f5" stroke="${BLUE}" stroke-width="2"/>` +
    `<path d="M3 14 H22 L39 24 M3 34 H22 L39 24 M3 24 H45" ${stroke(ACCENT, 2)}/>`,
  sound:
    `<path d="M6 19 H12 L20 12 V36 L12 29 H6 Z" fill="${INK}"/>` +
    `<path d="M26 18 Q30 24 26 30 M31 13 Q38 24 31 35 M36 8 Q46 24 36 40" ${stroke(BLUE)}/>`,
  magnetism:
    `<path d="M12 6 V24 A12 12 0 0 0 36 24 V6" fill="none" stroke="${ACCENT}" stroke-width="7"/>` +
    `<path d="M8.5 6 H15.5 M32.5 6 H39.5" stroke="#ffffff" stroke-width="5"/>` +
    `<path d="M8.5 10 H15.5 M32.5 10 H39.5" stroke="${INK}" stroke-width="3"/>`,
  atom:
    `<ellipse cx="24" cy="24" rx="19" ry="7" ${stroke(BLUE, 2)}/>` +
    `<ellipse cx="24" cy="24" rx="19" ry="7" transform="rotate(60 24 24)" ${stroke(BLUE, 2)}/>` +
    `<ellipse cx="24" cy="24" rx="19" ry="7" transform="rotate(-60 24 24)" ${stroke(BLUE, 2)}/>` +
    `<circle cx="24" cy="24" r="4" fill="${ACCENT}"/>`,
  energy:
    `<path d="M10 6 H38" ${stroke(INK, 2.5)}/><path d="M24 6 L34 33" ${stroke(INK, 1.8)}/>` +
    `<circle cx="35" cy="36" r="5" fill="${ACCENT}"/><path d="M24 6 L14 33" stroke="${INK}" stroke-width="1.4" stroke-dasharray="2 3"/>` +
    `<circle cx="13" cy="36" r="5" fill="none" stroke="${INK}" stroke-width="1.4" stroke-dasharray="2 2"/>`,
  pressure:
    `<path d="M10 8 V40 H38 V8" ${stroke(INK, 2.2)}/><path d="M11 18 H37 V39 H11 Z" fill="#cfe0f3"/>` +
    `<circle cx="20" cy="33" r="2" ${stroke(BLUE, 1.6)}/><circle cx="25" cy="27" r="2.6" ${stroke(BLUE, 1.6)}/><circle cx="21" cy="21" r="3.2" ${stroke(BLUE, 1.6)}/>` +
    `<path d="M31 24 V36 M28 33 L31 36 L34 33" ${stroke(ACCENT, 2)}/>`,
  measurement:
    `<rect x="4" y="16" width="40" height="16" rx="2" fill="#f2c14e" stroke="${INK}" stroke-width="2"/>` +
    `<path d="M10 16 V24 M16 16 V21 M22 16 V24 M28 16 V21 M34 16 V24 M40 16 V21" ${stroke(INK, 1.6)}/>`,
  space:
    `<circle cx="22" cy="26" r="10" fill="${BLUE}"/><ellipse cx="22" cy="26" rx="19" ry="6" transform="rotate(-20 22 26)" ${stroke(ACCENT, 2)}/>` +
    `<circle cx="40" cy="8" r="1.6" fill="${INK}"/><circle cx="8" cy="9" r="1.2" fill="${INK}"/><circle cx="38" cy="42" r="1.2" fill="${INK}"/>`,
};

/**
 * Drawings of themes whose motif (the drawing of their pictures) another theme has too: on a class's
 * screen two tiles with one icon read as one theme twice, so each theme has its own.
 */
const THEME_DRAWINGS = {
  velocity:
    `<path d="M8 6 V40 H44" ${stroke(INK, 2.2)}/><path d="M8 37 L40 9" ${stroke(ACCENT, 2.4)}/>` +
    `<circle cx="17" cy="29" r="2.6" fill="${BLUE}"/><circle cx="29" cy="18.5" r="2.6" fill="${BLUE}"/>`,
  force:
    `<rect x="22" y="18" width="18" height="16" rx="2" fill="#dbe7f5" stroke="${BLUE}" stroke-width="2"/>` +
    `<path d="M4 35 H44" ${stroke(INK, 2)}/><path d="M4 26 H18 M13 21 L18 26 L13 31" ${stroke(ACCENT, 2.6)}/>`,
  collision:
    `<circle cx="14" cy="30" r="8" fill="${ACCENT}"/><circle cx="34" cy="30" r="8" fill="${BLUE}"/>` +
    `<path d="M5 13 H19 M15 9 L19 13 L15 17 M43 13 H29 M33 9 L29 13 L33 17" ${stroke(INK, 2)}/>`,
  molecules:
    `<rect x="5" y="5" width="38" height="38" rx="3" ${stroke(INK, 2)}/>` +
    `<circle cx="15" cy="16" r="3" fill="${ACCENT}"/><circle cx="31" cy="13" r="3" fill="${BLUE}"/>` +
    `<circle cx="23" cy="27" r="3" fill="${ACCENT}"/><circle cx="35" cy="34" r="3" fill="${BLUE}"/><circle cx="13" cy="35" r="3" fill="${BLUE}"/>` +
    `<path d="M19 16 H23 M27 27 H31 M31 17 L33 20" ${stroke(INK, 1.4)}/>`,
  charge:
    `<circle cx="13" cy="24" r="9" fill="${ACCENT}"/><path d="M9 24 H17 M13 20 V28" ${stroke('#ffffff', 2.2)}/>` +
    `<circle cx="35" cy="24" r="9" fill="${BLUE}"/><path d="M31 24 H39" ${stroke('#ffffff', 2.2)}/>` +
    `<path d="M20 17 Q24 12 28 17 M20 31 Q24 36 28 31" ${stroke(INK, 1.6)}/>`,
  battery:
    `<rect x="5" y="14" width="33" height="20" rx="3" ${stroke(INK, 2.2)}/><rect x="38" y="20" width="4" height="8" rx="1" fill="${INK}"/>` +
    `<rect x="9" y="18" width="14" height="12" rx="1" fill="#f2c14e"/><path d="M27 24 H34 M30.5 20.5 V27.5" ${stroke(ACCENT, 2.2)}/>`,
  wave:
    `<path d="M4 24 H44" stroke="${INK}" stroke-width="1.4" stroke-dasharray="2 3"/>` +
    `<path d="M4 24 C9 6 15 6 20 24 S31 42 36 24 S42 12 44 14" ${stroke(BLUE, 2.6)}/>` +
    `<path d="M12 10 V38" ${stroke(ACCENT, 1.6)}/>`,
} as const;

export type ThemeIconKind = Motif | keyof typeof THEME_DRAWINGS;

export function themeIcon(title: string, kind: ThemeIconKind): Buffer {
  return svg(
    title,
    kind in THEME_DRAWINGS ? THEME_DRAWINGS[kind as keyof typeof THEME_DRAWINGS] : MOTIF_DRAWINGS[kind as Motif],
  );
}

export type TypeIconKind = 'presentation' | 'worksheet' | 'lab' | 'test' | 'links';

const TYPE_DRAWINGS: Record<TypeIconKind, string> = {
  presentation:
    `<rect x="5" y="6" width="38" height="26" rx="2" ${stroke(INK, 2.2)}/><path d="M24 32 V40 M16 44 L24 38 L32 44" ${stroke(INK, 2.2)}/>` +
    `<path d="M11 25 L18 18 L23 22 L31 13 L37 17" ${stroke(ACCENT, 2.4)}/>`,
  worksheet:
    `<path d="M11 4 H30 L38 12 V44 H11 Z" ${stroke(INK, 2.2)}/><path d="M30 4 V12 H38" ${stroke(INK, 2.2)}/>` +
    `<path d="M16 20 H33 M16 26 H33 M16 32 H33 M16 38 H26" ${stroke(BLUE, 2)}/>`,
  lab:
    `<path d="M19 5 H29 M21 5 V18 L9 40 A3 3 0 0 0 12 44 H36 A3 3 0 0 0 39 40 L27 18 V5" ${stroke(INK, 2.2)}/>` +
    `<path d="M13.5 32 H34.5 L38 40 A2 2 0 0 1 36 42.5 H12 A2 2 0 0 1 10 40 Z" fill="${ACCENT}" opacity="0.85"/>`,
  test:
    `<rect x="9" y="6" width="30" height="38" rx="3" ${stroke(INK, 2.2)}/><path d="M18 6 V3 H30 V6" ${stroke(INK, 2.2)}/>` +
    `<path d="M14 18 L17 21 L22 15 M14 29 L17 32 L22 26" ${stroke(ACCENT, 2.2)}/><path d="M26 18 H34 M26 29 H34 M14 38 H34" ${stroke(BLUE, 2)}/>`,
  links:
    `<path d="M20 28 L28 20" ${stroke(INK, 2.6)}/>` +
    `<path d="M22 14 L26 10 A7 7 0 0 1 38 20 L34 24" ${stroke(BLUE, 3)}/><path d="M26 34 L22 38 A7 7 0 0 1 10 28 L14 24" ${stroke(ACCENT, 3)}/>`,
};

export function typeIcon(title: string, kind: TypeIconKind): Buffer {
  return svg(title, TYPE_DRAWINGS[kind]);
}
