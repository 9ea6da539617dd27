import { useState } from 'react';
import { Icon } from '@portal/shared-ui/components/Icon';
import styles from './Avatar.module.css';

export interface AvatarProps {
  /** Picture URL; without one (or when it fails to load) the default avatar icon is drawn. */
  src?: string | null;
  /** The person's name, used as the alternative text. */
  name: string;
  /** Pixels (default 40). */
  size?: number;
  /** Set when the name is printed right beside the avatar, so screen readers do not hear it twice. */
  decorative?: boolean;
  className?: string;
}

export function Avatar({ src, name, size = 40, decorative = false, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const classes = [styles.avatar, className ?? ''].filter(Boolean).join(' ');
  const style = { width: size, height: size };
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt={decorative ? '' : name}
        width={size}
        height={size}
        className={classes}
        style={style}
        loading="lazy"
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <span className={classes} style={style}>
      <Icon name="avatar" size={size} label={decorative ? undefined : name} />
    </span>
  );
}
