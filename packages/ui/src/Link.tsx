import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { partClassName, useStowlyTheme } from './theme/StowlyThemeProvider';

/** Props of {@link Link}. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where the link goes. `javascript:`, `vbscript:` and `data:` URLs are refused (no `href` is rendered). */
  href: string;
  /** The link text. */
  children?: ReactNode;
}

/** The URL schemes a link may never carry, because the browser would run or render them in place. */
const UNSAFE_SCHEME = /^(?:javascript|vbscript|data):/i;

/**
 * Whether `href` may be put on a link. Browsers drop tabs, newlines and leading control characters
 * or spaces before reading the scheme, so they are dropped here too before checking.
 */
function isSafeHref(href: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const normalized = href.replace(/[\u0000-\u0020\u007f]/g, '');
  return !UNSAFE_SCHEME.test(normalized);
}

/**
 * A link of the Stowly interface, rendered through the `linkComponent` of the nearest
 * {@link StowlyThemeProvider} (the host router's link) or as a plain `<a>`. A `javascript:`,
 * `vbscript:` or `data:` href is refused: the link renders without an `href`.
 */
export function Link({ href, className, children, ...rest }: LinkProps): ReactNode {
  const { elements, linkComponent: LinkComponent } = useStowlyTheme();
  const classes = [partClassName('Link', elements), className].filter(Boolean).join(' ');
  if (!isSafeHref(href)) {
    return (
      <a {...rest} className={classes}>
        {children}
      </a>
    );
  }
  if (LinkComponent) {
    return (
      <LinkComponent {...rest} href={href} className={classes}>
        {children}
      </LinkComponent>
    );
  }
  return (
    <a {...rest} href={href} className={classes}>
      {children}
    </a>
  );
}
