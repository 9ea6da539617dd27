import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconGlyph } from '@portal/shared-ui/components/Icon';
import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';
import styles from './IconButton.module.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-pressed'> {
  icon: IconGlyph;
  /** The button's name for screen readers (it has no visible text). */
  label: string;
  /** A toggle (like, bookmark): sets aria-pressed and, when given, swaps to `pressedIcon`. */
  pressed?: boolean;
  pressedIcon?: IconGlyph;
  size?: 'small' | 'medium';
}

export function IconButton({
  icon,
  label,
  pressed,
  pressedIcon,
  size = 'medium',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  const shown = pressed && pressedIcon ? pressedIcon : icon;
  return (
    <button
      {...rest}
      type={type}
      aria-pressed={pressed}
      title={rest.title ?? label}
      className={[styles.button, styles[size], pressed ? styles.pressed : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <Icon name={shown} size={size === 'small' ? 18 : 22} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </button>
  );
}
