import { type ElementType, forwardRef, type ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Link } from '../Link';

/**
 * How a button looks: `primary` (filled), `secondary` (outlined), `danger` (filled, destructive),
 * `danger-secondary` (outlined, destructive) or `text` (looks like a link).
 */
type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'danger-secondary' | 'text';

/** Props of {@link Button}. */
export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  /** The part's classes (`partClassName(part, elements)`), added after `stowly-Button`. */
  className: string;
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** `small` fits a table row. @default 'medium' */
  size?: 'medium' | 'small';
}

/**
 * A react-aria Button with the shared Stowly look (`stowly-Button` with `data-variant` and
 * `data-size`; react-aria's `data-hovered`, `data-pressed`, `data-focus-visible`, `data-disabled`
 * and `data-pending`, which shows a spinner after the label). Needs no provider.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant = 'primary', size, ...props },
  ref,
) {
  return (
    <AriaButton
      {...props}
      ref={ref}
      className={`stowly-Button ${className}`}
      data-variant={variant}
      data-size={size}
    />
  );
});

/** Props of {@link ButtonLink}. */
export interface ButtonLinkProps {
  /** Where the link goes. */
  href: string;
  /** The part's classes, added after `stowly-Button`. */
  className: string;
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** Renders the link: the Stowly `Link` (the host's link renderer), or a plain `a` outside the providers. @default Link */
  linkAs?: ElementType;
  /** The link text. */
  children?: ReactNode;
}

/** A link that looks like a {@link Button} of the same variant. */
export function ButtonLink({
  className,
  variant = 'primary',
  linkAs: LinkAs = Link,
  ...props
}: ButtonLinkProps): ReactNode {
  return <LinkAs {...props} className={`stowly-Button ${className}`} data-variant={variant} />;
}
