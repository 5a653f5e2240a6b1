import type { ReactNode } from 'react';
import { withLang } from '../../flow/withLang';
import { accountOverviewPath } from '../../portal/portalPath';
import { ReplaceWith } from '../../routes/ReplaceWith';
import { useSearchParams } from '../../routes/useSearchParams';

/** `/customer-portal`: the portal's default route, the account overview (replacing the entry, keeping `lang`). */
export function PortalIndexRedirect(): ReactNode {
  const [searchParams] = useSearchParams();
  return <ReplaceWith to={withLang(accountOverviewPath(), searchParams.get('lang'))} />;
}
