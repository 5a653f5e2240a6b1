import type { Schema } from '@stowly/api-client';
import { type CustomerType, shownAmount, toSelectedUnitType } from '@stowly/booking';
import {
  useAvailability,
  useBillingPeriods,
  useBookingActions,
  useBookingLocation,
  useBookingProgress,
  useBookingState,
  useInsurances,
  useMoveInDateWindow,
  useUnitTypes,
} from '@stowly/booking/react';
import { MoveInDatePicker } from '@stowly/ui';
import type { ReactNode } from 'react';
import { Choice } from './Choice';
import { DetailsForm } from './DetailsForm';
import { formatMoney, formatPeriod } from './format';
import { Step } from './Step';

/**
 * The whole booking on one page, each step shown once the one before it is done: unit type,
 * move-in date, billing plan, insurance (when the plan offers insurances) and the customer's
 * details. The SDK's booking store keeps the choices (and saves them in session storage).
 */
export function BookingPage(): ReactNode {
  const location = useBookingLocation();
  const progress = useBookingProgress();
  return (
    <>
      <h1>Book a storage unit</h1>
      <p className="lead">{location ? `At ${location.name}. No account needed.` : 'Loading the location…'}</p>
      <UnitTypeStep />
      {progress.unitSelection ? <MoveInDateStep /> : null}
      {progress.moveInDate ? <PlanStep /> : null}
      {progress.billingPlan && progress.insuranceNeeded ? <InsuranceStep /> : null}
      {progress.options ? <DetailsForm step={progress.insuranceNeeded ? 5 : 4} /> : null}
    </>
  );
}

function UnitTypeStep(): ReactNode {
  const location = useBookingLocation();
  const unitTypes = useUnitTypes();
  const chosen = useBookingState((state) => state.unitType?.id ?? null);
  const { selectUnitType } = useBookingActions();
  const currency = location?.currency.code;
  // Prices as the customer type pays them: with VAT for private customers (the default).
  const customerType = useBookingState((state) => state.customerData.customerType);

  let content: ReactNode;
  if (unitTypes.isError) content = <p role="alert">The storage units could not be loaded.</p>;
  else if (!unitTypes.data || !currency) content = <p>Loading storage units…</p>;
  else {
    content = (
      <fieldset className="choices">
        <legend>Storage unit</legend>
        {unitTypes.data.data.map((unitType) => (
          <Choice
            key={unitType.id}
            group="unit-type"
            value={unitType.id}
            title={unitType.name}
            detail={unitTypeDetail(unitType, currency, customerType)}
            checked={chosen === unitType.id}
            disabled={!unitType.available}
            onSelect={() => selectUnitType(toSelectedUnitType(unitType))}
          />
        ))}
      </fieldset>
    );
  }
  return (
    <Step number={1} title="Choose a storage unit">
      {content}
    </Step>
  );
}

/** Size and price of a unit type, or that it is sold out. */
function unitTypeDetail(
  unitType: Schema<'UnitType'>,
  currency: string,
  customerType: CustomerType | undefined,
): string {
  if (!unitType.available) return 'Sold out';
  const amount = shownAmount(unitType.priceFrom, customerType);
  return `${unitType.size.area} m² · from ${formatMoney(amount, currency)} ${formatPeriod(unitType.priceFrom.period)}`;
}

function MoveInDateStep(): ReactNode {
  const dates = useMoveInDateWindow();
  const moveInDate = useBookingState((state) => state.moveInDate);
  const unitAvailable = useBookingState((state) => state.unitAvailable);
  const { setMoveInDate } = useBookingActions();
  // Checks the chosen date (GET /unit-type/{id}/available-unit) and records the answer in the flow.
  const availability = useAvailability();

  return (
    <Step number={2} title="Pick a move-in date">
      {dates ? (
        // The one @stowly/ui widget this site uses (dates are hard to get right), inside the
        // StowlyThemeProvider of main.tsx.
        <MoveInDatePicker
          value={moveInDate}
          minDate={dates.minDate}
          maxDate={dates.maxDate}
          isUnavailable={unitAvailable === false}
          onChange={setMoveInDate}
        />
      ) : (
        <p>Loading the dates…</p>
      )}
      {moveInDate && availability.isFetching ? <p role="status">Checking availability…</p> : null}
      {moveInDate && unitAvailable === false ? (
        <p role="alert">No unit of this type is free from that date. Please pick another date.</p>
      ) : null}
    </Step>
  );
}

function PlanStep(): ReactNode {
  const location = useBookingLocation();
  const plans = useBillingPeriods();
  const chosen = useBookingState((state) => state.bookingPlan?.id ?? null);
  const { selectBookingPlan } = useBookingActions();
  const currency = location?.currency.code;
  // Prices as the customer type pays them: with VAT for private customers (the default).
  const customerType = useBookingState((state) => state.customerData.customerType);

  let content: ReactNode;
  if (plans.isError) content = <p role="alert">The billing plans could not be loaded.</p>;
  else if (!plans.data || !currency) content = <p>Loading billing plans…</p>;
  else {
    content = (
      <fieldset className="choices">
        <legend>Billing plan</legend>
        {plans.data.data.map((plan) => (
          <Choice
            key={plan.id}
            group="billing-plan"
            value={plan.id}
            title={plan.name}
            detail={`${formatMoney(shownAmount(plan, customerType), currency)} ${formatPeriod(plan.period)}`}
            checked={chosen === plan.id}
            onSelect={() =>
              selectBookingPlan({
                id: plan.id,
                hasInsurances: plan.hasInsurances,
                period: plan.period,
                amount: plan.amount,
              })
            }
          />
        ))}
      </fieldset>
    );
  }
  return (
    <Step number={3} title="Choose how to pay">
      {content}
    </Step>
  );
}

function InsuranceStep(): ReactNode {
  const location = useBookingLocation();
  const insurances = useInsurances();
  const chosen = useBookingState((state) => state.insurance?.id ?? null);
  const { selectInsurance } = useBookingActions();
  const currency = location?.currency.code;
  // Prices as the customer type pays them: with VAT for private customers (the default).
  const customerType = useBookingState((state) => state.customerData.customerType);

  let content: ReactNode;
  if (insurances.isError) content = <p role="alert">The insurances could not be loaded.</p>;
  else if (!insurances.data || !currency) content = <p>Loading insurances…</p>;
  else {
    content = (
      <fieldset className="choices">
        <legend>Insurance</legend>
        {insurances.data.data.map((insurance) => (
          <Choice
            key={insurance.id}
            group="insurance"
            value={insurance.id}
            title={insurance.name}
            detail={`Covers ${formatMoney(insurance.coverageAmount, currency)} · ${formatMoney(
              shownAmount(insurance.billingPeriod, customerType),
              currency,
            )} ${formatPeriod(insurance.billingPeriod.period)}`}
            checked={chosen === insurance.id}
            onSelect={() =>
              selectInsurance({ id: insurance.id, billingPeriodId: insurance.billingPeriod.id })
            }
          />
        ))}
      </fieldset>
    );
  }
  return (
    <Step number={4} title="Insure your belongings">
      <p>This plan needs an insurance for the unit's contents.</p>
      {content}
    </Step>
  );
}
