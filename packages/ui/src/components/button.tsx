import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { classNames } from '../class-names';
import { Link, type LinkProps } from '../navigation';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'md' | 'lg';

const classes = (variant: ButtonVariant, size: ButtonSize, extra?: string) =>
  classNames('ui-button', `ui-button--${variant}`, size === 'lg' && 'ui-button--lg', extra);

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
}

export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...rest }: ButtonProps) {
  return <button {...rest} type={type} className={classes(variant, size, className)} />;
}

export interface ButtonLinkProps extends LinkProps {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
}

/** A site link that looks like a button. */
export function ButtonLink({ variant = 'primary', size = 'md', className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={classes(variant, size, className)} />;
}

export interface AnchorButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A place on the same page: `#request`. */
  readonly href: `#${string}`;
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
}

/** A jump to a place on the same page that looks like a button; it works before any script runs. */
export function AnchorButton({ variant = 'primary', size = 'md', className, ...rest }: AnchorButtonProps) {
  // The children arrive in {...rest}: every call site gives the link its text.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a {...rest} className={classes(variant, size, className)} />;
}
