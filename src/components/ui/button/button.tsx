import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from '../spinner/spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface CommonProps {
  /** primary: gold on dark (main action); secondary: violet; ghost: outlined. Default primary. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner and blocks clicks while an action runs. Buttons only. */
  loading?: boolean;
  className?: string;
  children?: ReactNode;
}

type NativeButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof CommonProps>;
type NativeLinkProps = Omit<LinkProps, keyof CommonProps | 'to'>;

/** Renders a `<button>`, or with `href` a router `<Link>` (internal paths only; check untrusted ones with safe-url). */
export type ButtonProps = (CommonProps & NativeButtonProps & { href?: undefined }) | (CommonProps & NativeLinkProps & { href: string });

function classNames(variant: ButtonVariant, size: ButtonSize, fullWidth: boolean, extra?: string) {
  return [styles.button, styles[variant], styles[size], fullWidth ? styles.fullWidth : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export function Button(props: ButtonProps) {
  if (props.href !== undefined) {
    const { variant = 'primary', size = 'md', fullWidth = false, loading: _loading, className, href, ...rest } = props;
    return <Link {...rest} to={href} className={classNames(variant, size, fullWidth, className)} />;
  }
  const {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    loading = false,
    className,
    children,
    disabled,
    type = 'button',
    href: _href,
    ...rest
  } = props;
  return (
    <button
      {...rest}
      // A submit button must say so; the HTML default "submit" surprises inside forms.
      type={type === 'submit' ? 'submit' : type === 'reset' ? 'reset' : 'button'}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={classNames(variant, size, fullWidth, className)}
    >
      {loading ? <Spinner size="sm" inline label="" /> : null}
      {children}
    </button>
  );
}
