// CONTRACT between the app foundation (owner: helper W1, who implements it) and the booking pages
// (helper W2, who only calls it). Keep these signatures; W1 replaces the bodies.
import type { BookingStep, OptionsSection } from '@stowly/booking';
import { useBookingState } from '@stowly/booking/react';
import { useMemo } from 'react';
import { useLocation, useParams } from 'wouter';
import { DIGITS } from '../routes/locationIdFromPath';
import { useSearchParams } from '../routes/useSearchParams';
import { flowPath, notAvailablePath } from './flowPath';
import { markFlowNavigation } from './pendingFlowNavigation';
import { withLang } from './withLang';

/**
 * Where in the booking flow to go: the step, and the ids or query the step's route needs.
 * @public
 */
export interface FlowTarget {
  /** The flow route: unit selection, options, basket or the customer form. */
  step: BookingStep;
  /** The unit type of the route; defaults to the one in the current path or the flow state. */
  unitTypeId?: number;
  /** The options page section (`?section=`). */
  section?: OptionsSection;
}

/** Paths and navigation of the booking flow of the current location, keeping `lang`. */
export interface FlowNavigation {
  /** The current location id (from the path, digits only, already validated). */
  locationId: number;
  /** The unit type id of the current path, or null on the unit selection page. */
  unitTypeId: number | null;
  /** The path (with `?lang=` and the section) of a flow route, for links. */
  href(target: FlowTarget): string;
  /** The path of the not-available page for a move-in date (YYYY-MM-DD). */
  notAvailableHref(unitTypeId: number, moveInDate: string): string;
  /** Navigates to a flow route (push; `replace: true` replaces the history entry). */
  goTo(target: FlowTarget, options?: { replace?: boolean }): void;
  /** Navigates to any app path (`/1/already-booked`, `/1/checkout/…`), adding `lang`. */
  goToPath(path: string, options?: { replace?: boolean }): void;
}

/** The not-found route: where the helper goes without a valid location (spec section 2). */
const NOT_FOUND_PATH = '/404';

/** A path id (digits only) as a number, or null. */
function pathId(value: string | undefined): number | null {
  return value !== undefined && DIGITS.test(value) ? Number(value) : null;
}

/** The booking flow's navigation; only inside the `/:locationId` routes. */
export function useFlowNavigation(): FlowNavigation {
  const params = useParams();
  const [, navigate] = useLocation();
  const [searchParams] = useSearchParams();
  const lang = searchParams.get('lang');
  const stateUnitTypeId = useBookingState((state) => state.unitType?.id ?? null);
  const locationId = pathId(params.locationId);
  const unitTypeId = pathId(params.unitTypeId);

  return useMemo<FlowNavigation>(() => {
    const href = (target: FlowTarget): string => {
      if (locationId === null) return withLang(NOT_FOUND_PATH, lang);
      return withLang(
        flowPath(locationId, {
          step: target.step,
          unitTypeId: target.unitTypeId ?? unitTypeId ?? stateUnitTypeId,
          section: target.section,
        }),
        lang,
      );
    };
    return {
      locationId: locationId ?? Number.NaN,
      unitTypeId,
      href,
      notAvailableHref: (targetUnitTypeId, moveInDate) =>
        withLang(
          locationId === null ? NOT_FOUND_PATH : notAvailablePath(locationId, targetUnitTypeId, moveInDate),
          lang,
        ),
      // The step guard lets the current route be until the router arrives (pendingFlowNavigation).
      goTo: (target, options) => {
        const path = href(target);
        markFlowNavigation(path);
        navigate(path, { replace: options?.replace === true });
      },
      goToPath: (path, options) => {
        const target = withLang(path, lang);
        markFlowNavigation(target);
        navigate(target, { replace: options?.replace === true });
      },
    };
  }, [locationId, unitTypeId, stateUnitTypeId, lang, navigate]);
}
