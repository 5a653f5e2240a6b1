import { type BookingStep, resolveNavigation } from '@stowly/booking';
import { useBookingState, useDraftRestoreStatus, useMoveInDateWindow } from '@stowly/booking/react';
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'wouter';
import { flowPath, preselectPath } from '../flow/flowPath';
import { isFlowNavigationPending } from '../flow/pendingFlowNavigation';
import { withLang } from '../flow/withLang';
import { LoadingStatus } from './LoadingStatus';
import { ReplaceWith } from './ReplaceWith';
import { useSearchParams } from './useSearchParams';
import { WithoutScript } from './WithoutScript';

/**
 * The furthest-step rule of spec section 2 for the booking flow routes (`bookingStep`, the flow
 * step the route shows; null for routes outside the step order), around the route's page
 * (`children`): a route whose
 * prerequisites are missing (a deep link, back or forward) is replaced by the furthest route the
 * visitor's progress allows (`resolveNavigation` of `@stowly/booking`), never one before the
 * requested one otherwise. A route for another unit type than the chosen one counts as unit
 * selection of that unit type (its pre-select route). Waits for the saved draft's restore first,
 * and for a flow navigation in progress to arrive. The draft lives in the browser: the server's
 * page, and the app until it has read it, show the wait; with `readableWithoutScript` the server
 * also renders the page for readers without JavaScript (see {@link WithoutScript}).
 */
export function FlowStepGuard(props: {
  bookingStep: BookingStep | null;
  readableWithoutScript?: boolean | undefined;
  children?: ReactNode;
}): ReactNode {
  const { bookingStep: requestedStep, children } = props;
  const params = useParams();
  const [searchParams] = useSearchParams();
  const restoreStatus = useDraftRestoreStatus();
  const moveInDateWindow = useMoveInDateWindow();
  const locationId = Number(params.locationId);
  const pathUnitTypeId = params.unitTypeId === undefined ? null : Number(params.unitTypeId);

  const allowedStep = useBookingState((state): BookingStep | null => {
    if (requestedStep === null) return null;
    if (pathUnitTypeId !== null && state.unitType?.id !== pathUnitTypeId) return 'unit-selection';
    return resolveNavigation(state, requestedStep, moveInDateWindow ? { moveInDateWindow } : undefined);
  });
  const stateUnitTypeId = useBookingState((state) => state.unitType?.id ?? null);

  // A flow navigation on its way has not moved the route yet, while the page that started it has
  // already changed the flow: judge the route once it has arrived.
  const [pathname] = useLocation();
  const navigating = isFlowNavigationPending(pathname);

  if (requestedStep === null || allowedStep === requestedStep || navigating) return children;
  if (restoreStatus === 'pending') {
    return (
      <>
        <LoadingStatus />
        {props.readableWithoutScript ? <WithoutScript>{children}</WithoutScript> : null}
      </>
    );
  }
  if (allowedStep === null) return children;
  const target =
    allowedStep === 'unit-selection' && pathUnitTypeId !== null
      ? preselectPath(locationId, pathUnitTypeId)
      : flowPath(locationId, { step: allowedStep, unitTypeId: stateUnitTypeId });
  return <ReplaceWith to={withLang(target, searchParams.get('lang'))} />;
}
