import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from '../router';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'gem';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width. */
  block?: boolean;
  /** Square button holding only an icon; pass an aria-label. */
  iconOnly?: boolean;
}

/** The class list for a button look, shared by <Button> and <ButtonLink>. */
export function buttonClassName(
  { variant = 'secondary', size = 'md', block = false, iconOnly = false }: ButtonLook,
  extra?: string,
): string {
  return [
    'button',
    `button--${variant}`,
    `button--${size}`,
    block && 'button--block',
    iconOnly && 'button--icon',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

interface ButtonProps extends ButtonLook, ButtonHTMLAttributes<HTMLButtonElement> {
  /** Shows a spinner and blocks presses while an action runs. */
  busy?: boolean;
  children: ReactNode;
}

export function Button({
  variant,
  size,
  block,
  iconOnly,
  busy = false,
  className,
  children,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClassName({ variant, size, block, iconOnly }, className)}
      aria-busy={busy || undefined}
      {...rest}
      disabled={rest.disabled || busy}
    >
      {busy && <span className="button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

interface ButtonLinkProps extends ButtonLook, LinkProps {}

/** A router link that looks like a button (navigation, not an action). */
export function ButtonLink({
  variant,
  size,
  block,
  iconOnly,
  className,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link className={buttonClassName({ variant, size, block, iconOnly }, className)} {...rest} />
  );
}
