import { useTranslation } from '@stowly/booking/react';
import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { withLang } from '../flow/withLang';
import { LoadFailure } from '../pages/booking/LoadFailure';
import { parseRouteId } from '../pages/booking/parseRouteId';
import { LoadingStatus } from '../routes/LoadingStatus';
import { ReplaceWith } from '../routes/ReplaceWith';
import { NotFoundRoute } from '../routes/StatusRoutes';
import { useSearchParams } from '../routes/useSearchParams';
import { accountOverviewPath } from './portalPath';
import { usePortalRouteLocation } from './usePortalRouteLocation';

/**
 * The `account-overview/:locationId` routes of the portal, around their page (`children`): an id that is not digits only shows not
 * found (no API call); otherwise, once the customer's locations are loaded, a location that is not
 * one of them goes to the account overview (replacing the entry, keeping `lang`).
 */
export function PortalLocationRoute(props: { children?: ReactNode }): ReactNode {
  const { locationId } = useParams();
  return parseRouteId(locationId) === null ? (
    <NotFoundRoute />
  ) : (
    <CustomerLocationCheck>{props.children}</CustomerLocationCheck>
  );
}

/** Renders the location's pages when the location is one of the customer's. */
function CustomerLocationCheck(props: { children?: ReactNode }): ReactNode {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { location, locations } = usePortalRouteLocation();
  if (locations.data === undefined) {
    return locations.isError ? (
      <LoadFailure message={t('web.portal.locations.loadError')} onRetry={() => void locations.refetch()} />
    ) : (
      <LoadingStatus />
    );
  }
  if (!location) return <ReplaceWith to={withLang(accountOverviewPath(), searchParams.get('lang'))} />;
  return props.children;
}
