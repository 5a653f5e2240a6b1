import type { LinkRendererProps } from '@stowly/ui';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { withLang } from '../flow/withLang';
import { useQueryString, useSearchParams } from '../routes/useSearchParams';

/** True for a path of this app (`/1/...`), false for an absolute URL, `mailto:` or a protocol-relative URL. */
function isAppPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * The link renderer of `StowlyThemeProvider`: app paths become router links (client-side
 * navigation, keeping `lang`; a link to the page already shown replaces its history entry), anything
 * else, and a link that opens in another window, a plain `<a>`.
 */
export function RouterLink({ href, children, ...rest }: LinkRendererProps): ReactNode {
  const [searchParams] = useSearchParams();
  const [pathname] = useLocation();
  const currentPath = `${pathname}${useQueryString()}`;
  if (!isAppPath(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  const target = withLang(href, searchParams.get('lang'));
  if (rest.target !== undefined && rest.target !== '_self') {
    return (
      <a href={target} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={target} replace={target === currentPath} {...rest}>
      {children}
    </Link>
  );
}
