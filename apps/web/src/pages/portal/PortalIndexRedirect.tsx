import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { withLang } from '../../flow/withLang';
import { accountOverviewPath } from '../../portal/portalPath';

/** `/customer-portal`: the portal's default route, the account overview (replacing the entry, keeping `lang`). */
export function PortalIndexRedirect(): ReactNode {
  const [searchParams] = useSearchParams();
  return <Navigate to={withLang(accountOverviewPath(), searchParams.get('lang'))} replace />;
}
