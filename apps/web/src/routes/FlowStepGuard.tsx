import { type BookingStep, resolveNavigation } from '@stowly/booking';
import { useBookingState, useDraftRestoreStatus, useMoveInDateWindow } from '@stowly/booking/react';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams, useSearchParams } from 'react-router';
import { flowPath, preselectPath } from '../flow/flowPath';
import { isFlowNavigationPending } from '../flow/pendingFlowNavigation';
import { withLang } from '../flow/withLang';
import { useLeafRouteHandle } from './AppRoutes';
import { bookingStepOf } from './flowRouteHandle';
import { LoadingStatus } from './LoadingStatus';

/**
 * The furthest-step rule of spec section 2 for the booking flow routes: a route whose
 * prerequisites are missing (a deep link, back or forward) is replaced by the furthest route the
 * visitor's progress allows (`resolveNavigation` of `@stowly/booking`), never one before the
 * requested one otherwise. A route for another unit type than the chosen one counts as unit
 * selection of that unit type (its pre-select route). Waits for the saved draft's restore first,
 * and for a flow navigation in progress to arrive.
 */
export function FlowStepGuard(): ReactNode {
  const requestedStep = bookingStepOf(useLeafRouteHandle());
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
  const navigating = isFlowNavigationPending(useLocation().pathname);

  if (requestedStep === null || allowedStep === requestedStep || navigating) return <Outlet />;
  if (restoreStatus === 'pending') return <LoadingStatus />;
  if (allowedStep === null) return <Outlet />;
  const target =
    allowedStep === 'unit-selection' && pathUnitTypeId !== null
      ? preselectPath(locationId, pathUnitTypeId)
      : flowPath(locationId, { step: allowedStep, unitTypeId: stateUnitTypeId });
  return <Navigate to={withLang(target, searchParams.get('lang'))} replace />;
}
