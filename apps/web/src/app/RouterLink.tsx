import type { LinkRendererProps } from '@stowly/ui';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { withLang } from '../flow/withLang';

/** True for a path of this app (`/1/...`), false for an absolute URL, `mailto:` or a protocol-relative URL. */
function isAppPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * The link renderer of `StowlyThemeProvider`: app paths become React Router links (client-side
 * navigation, keeping `lang`), anything else a plain `<a>`.
 */
export function RouterLink({ href, children, ...rest }: LinkRendererProps): ReactNode {
  const [searchParams] = useSearchParams();
  if (!isAppPath(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={withLang(href, searchParams.get('lang'))} {...rest}>
      {children}
    </Link>
  );
}
