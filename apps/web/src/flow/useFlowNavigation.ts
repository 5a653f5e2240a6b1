// CONTRACT between the app foundation (owner: helper W1, who implements it) and the booking pages
// (helper W2, who only calls it). Keep these signatures; W1 replaces the bodies.
import type { BookingStep, OptionsSection } from '@stowly/booking';

/** Where in the booking flow to go: the step, and the ids or query the step's route needs. */
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

/** The booking flow's navigation; only inside the `/:locationId` routes. */
export function useFlowNavigation(): FlowNavigation {
  throw new Error('useFlowNavigation: implemented by the app foundation');
}
