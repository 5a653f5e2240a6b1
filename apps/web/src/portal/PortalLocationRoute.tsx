import { useTranslation } from '@stowly/booking/react';
import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { withLang } from '../flow/withLang';
import { parseRouteId } from '../pages/booking/parseRouteId';
import { LoadFailure, LoadingStatus } from '../routes/LoadingStatus';
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

/**
 * Inside {@link PortalLocationRoute}, around a page that changes the location's account (the
 * payment method update and its verification, shared access): a customer who manages the location
 * for someone else (`access: 'manager'`, read only) goes to its account overview instead
 * (replacing the entry, keeping `lang`), as the has-shared-access guard sends them; the location's
 * customer sees the page.
 */
export function OwnerOnlyRoute(props: { children?: ReactNode }): ReactNode {
  const [searchParams] = useSearchParams();
  const { locationId, location } = usePortalRouteLocation();
  // PortalLocationRoute shows this only for a loaded location of the customer's.
  if (locationId !== null && location?.access === 'manager') {
    return <ReplaceWith to={withLang(accountOverviewPath(locationId), searchParams.get('lang'))} />;
  }
  return props.children;
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
