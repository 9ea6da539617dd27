import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Link, type LinkProps } from '@portal/shared-ui/lib/router';
import { Icon, type IconGlyph } from '@portal/shared-ui/components/Icon';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';
export type ButtonSize = 'small' | 'medium' | 'large';

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and blocks clicks while an action runs. */
  loading?: boolean;
  /** Icon drawn before the text. */
  icon?: IconGlyph;
  fullWidth?: boolean;
  className?: string;
  children?: ReactNode;
}

export type ButtonAsButtonProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof CommonProps> & { to?: undefined };

/** With `to`, the button is a react-router link styled as a button (navigation, not an action). */
export type ButtonAsLinkProps = CommonProps &
  Omit<LinkProps, keyof CommonProps> & { to: LinkProps['to']; disabled?: boolean };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

export function buttonClassName({
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  className,
}: Pick<CommonProps, 'variant' | 'size' | 'fullWidth' | 'className'>): string {
  return [styles.button, styles[variant], styles[size], fullWidth ? styles.fullWidth : '', className ?? '']
    .filter(Boolean)
    .join(' ');
}

function content(icon: IconGlyph | undefined, loading: boolean, children: ReactNode) {
  return (
    <>
      {loading ? <Spinner size="small" delay={0} /> : icon ? <Icon name={icon} size="1.25em" /> : null}
      {children}
    </>
  );
}

export function Button(props: ButtonProps) {
  if (props.to !== undefined) {
    const { variant, size, loading = false, icon, fullWidth, className, children, disabled, onClick, ...rest } = props;
    const inactive = disabled || loading;
    return (
      <Link
        {...rest}
        className={buttonClassName({ variant, size, fullWidth, className })}
        aria-disabled={inactive || undefined}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          // A link cannot be disabled natively; swallow the click instead.
          if (inactive) {
            event.preventDefault();
            return;
          }
          onClick?.(event);
        }}
      >
        {content(icon, loading, children)}
      </Link>
    );
  }
  const {
    variant,
    size,
    loading = false,
    icon,
    fullWidth,
    className,
    children,
    disabled,
    type = 'button',
    ...rest
  } = props;
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, fullWidth, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {content(icon, loading, children)}
    </button>
  );
}
