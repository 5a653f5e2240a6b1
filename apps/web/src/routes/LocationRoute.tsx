import { isApiUnavailable, setupQueries } from '@stowly/api-client';
import type { BookingStep } from '@stowly/booking';
import { BookingProvider } from '@stowly/booking/react';
import { ServerErrorPage } from '@stowly/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { browserStorage } from '../app/browserStorage';
import { reportError } from '../app/reportError';
import { ServerStatus } from '../app/serverRender';
import { useAppServices } from '../app/useAppServices';
import { useLanguage } from '../app/useLanguage';
import { FlowStepGuard } from './FlowStepGuard';
import { LoadingStatus } from './LoadingStatus';
import { isRouteId } from './locationIdFromPath';
import { NotFoundRoute } from './StatusRoutes';
import { useSearchParams } from './useSearchParams';

/** A `YYYY-MM-DD` date, as dates are written in paths and in the API. */
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether every id of the matched path is an id (`isRouteId`) and a move-in date is a date. */
function hasValidParams(params: Readonly<Record<string, string | undefined>>): boolean {
  const { locationId, unitTypeId, basketId, moveInDate } = params;
  return (
    isRouteId(locationId) &&
    (unitTypeId === undefined || isRouteId(unitTypeId)) &&
    (basketId === undefined || isRouteId(basketId)) &&
    (moveInDate === undefined || DATE.test(moveInDate))
  );
}

/** The `unitTypeCategoryId` query (an id), or null when absent or malformed. */
function categoryIdFrom(searchParams: URLSearchParams): number | null {
  const value = searchParams.get('unitTypeCategoryId');
  return isRouteId(value) ? Number(value) : null;
}

/**
 * The `/:locationId` routes, around their page (`children`): the ids of the path are checked first (anything but digits, or more
 * digits than a number holds exactly, is not found, with no API call), then the requires-language guard looks the location up (`GET
 * /location/config`; an unknown location shows not found, an API that cannot be reached
 * shows the server error page with a retry). The booking pages then run inside a
 * `BookingProvider` of the location, with the draft in session storage, the open checkout (which
 * every tab can resume) in local storage, and the furthest-step rule
 * for the flow step a booking flow route shows (`bookingStep`).
 */
export function LocationRoute(props: {
  bookingStep?: BookingStep;
  /** Whether a reader without JavaScript gets the page while the draft is unknown (`FlowStepGuard`). */
  readableWithoutScript?: boolean;
  children?: ReactNode;
}): ReactNode {
  // The params of the whole matched path.
  const params = useParams();
  const valid = hasValidParams(params);
  const locationId = valid ? Number(params.locationId) : null;
  const { client } = useAppServices();
  const { language } = useLanguage();
  const [searchParams] = useSearchParams();
  const locationQuery = useQuery({
    ...setupQueries.locationConfig(client, locationId === null ? [] : [locationId]),
    enabled: locationId !== null,
  });

  if (locationId === null) {
    // A valid location with a malformed id below it still offers its start page.
    const start = isRouteId(params.locationId) ? `/${params.locationId}` : undefined;
    return <NotFoundRoute backToStart={start} />;
  }
  if (locationQuery.isPending) return <LoadingStatus />;
  // The API could not be asked (no answer, 5xx): that says nothing about the location, so the
  // visitor gets the error with a retry, not not found. (A failed refresh keeps the data it had.)
  const { data, error } = locationQuery;
  if (!data && isApiUnavailable(error)) {
    if (locationQuery.isFetching) return <LoadingStatus />;
    return (
      <>
        <ServerStatus status={503} />
        <ServerErrorPage retry={() => void locationQuery.refetch()} />
      </>
    );
  }
  const location = data?.find((item) => item.id === locationId);
  // Not found in place (the server answers 404 with it), not a move to `/404`.
  if (!location) return <NotFoundRoute />;
  return (
    <BookingProvider
      key={locationId}
      client={client}
      locationId={locationId}
      language={language}
      storage={browserStorage('sessionStorage')}
      openCheckoutStorage={browserStorage('localStorage')}
      unitTypeCategoryId={categoryIdFrom(searchParams)}
      onError={reportError}
    >
      <FlowStepGuard
        bookingStep={props.bookingStep ?? null}
        readableWithoutScript={props.readableWithoutScript}
      >
        {props.children}
      </FlowStepGuard>
    </BookingProvider>
  );
}
