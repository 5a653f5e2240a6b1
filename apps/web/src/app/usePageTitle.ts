import { createContext, useContext, useEffect } from 'react';
import { ServerRenderContext } from './serverRender';

/** The tenant's name (`tenant.name` of `GET /setup`), provided by the root layout. */
export const TenantNameContext = createContext('');

/** The document title of spec section 2: "page title | tenant name", or the tenant name alone. */
function documentTitle(title: string | null | undefined, tenantName: string): string {
  if (!title) return tenantName;
  return tenantName ? `${title} | ${tenantName}` : title;
}

/**
 * Sets the document title to "title | tenant name" while the calling page is shown (back to the
 * tenant name when it goes). Pass the translated page title; null or empty shows the tenant name.
 * On the server the title goes into the page's head.
 *
 * @example
 * const { t } = useTranslation();
 * usePageTitle(t('booking.step.options'));
 */
export function usePageTitle(title: string | null | undefined): void {
  const tenantName = useContext(TenantNameContext);
  const server = useContext(ServerRenderContext);
  if (server) server.title = documentTitle(title, tenantName);
  useEffect(() => {
    document.title = documentTitle(title, tenantName);
    return () => {
      document.title = documentTitle(null, tenantName);
    };
  }, [title, tenantName]);
}
