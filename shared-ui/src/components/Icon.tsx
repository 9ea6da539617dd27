import type { CSSProperties } from 'react';
import { GLYPHS, type IconGlyph } from '../icons/glyphs';
import styles from './Icon.module.css';

export type { IconGlyph } from '../icons/glyphs';

export interface IconProps {
  name: IconGlyph;
  /** Accessible name; without it the icon is decoration and hidden from assistive technology. */
  label?: string;
  /** Pixels (number) or any CSS length; defaults to 24px. */
  size?: number | string;
  className?: string;
  style?: CSSProperties;
}

export function Icon({ name, label, size = 24, className, style }: IconProps) {
  const dimension = typeof size === 'number' ? `${size}px` : size;
  const classes = [styles.icon, styles[name], className].filter(Boolean).join(' ');
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      viewBox="0 0 24 24"
      width={dimension}
      height={dimension}
      className={classes}
      style={style}
      focusable="false"
      data-icon={name}
      {...a11y}
    >
      {GLYPHS[name]}
    </svg>
  );
}
