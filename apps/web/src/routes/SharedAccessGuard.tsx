import { useTranslation } from '@stowly/booking/react';
import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { withLang } from '../flow/withLang';
import { parseRouteId } from '../pages/booking/parseRouteId';
import { accountOverviewPath } from '../portal/portalPath';
import { usePortalRouteLocation } from '../portal/usePortalRouteLocation';
import { LoadFailure, LoadingStatus } from './LoadingStatus';
import { ReplaceWith } from './ReplaceWith';
import { NotFoundRoute } from './StatusRoutes';
import { useSearchParams } from './useSearchParams';

/**
 * The has-shared-access guard (spec section 2) of `account-overview/:locationId/shared-access`,
 * around its page (`children`): waits for the customer's locations, then shows the page only when the location is one of them
 * and its `showManageAccess` flag is on; otherwise it goes to that location's account overview
 * (replacing the entry, keeping `lang`). An id that is not digits only shows not found, unasked.
 */
export function SharedAccessGuard(props: { children?: ReactNode }): ReactNode {
  const locationId = parseRouteId(useParams().locationId);
  return locationId === null ? (
    <NotFoundRoute />
  ) : (
    <SharedAccessCheck locationId={locationId}>{props.children}</SharedAccessCheck>
  );
}

function SharedAccessCheck(props: { locationId: number; children?: ReactNode }): ReactNode {
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
  if (!location?.showManageAccess) {
    return <ReplaceWith to={withLang(accountOverviewPath(props.locationId), searchParams.get('lang'))} />;
  }
  return props.children;
}
