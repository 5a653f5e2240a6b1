import { shownPriceSummary } from '@stowly/booking';
import {
  useBookingLocation,
  useBookingState,
  usePrice,
  useTranslation,
  useUnitType,
} from '@stowly/booking/react';
import { type BasketBookingDetails, BasketSummary } from '@stowly/ui';
import type { ReactNode } from 'react';
import { PageAside } from '../../app/PageAside';

/** The id of the booking pages' price summary, for the running total's link to it. */
const BOOKING_SUMMARY_ID = 'web-booking-summary';

/** Where, what and from when the visitor is booking so far, for the summaries. */
export function useBookingDetails(): BasketBookingDetails {
  const location = useBookingLocation();
  const unitTypeId = useBookingState((state) => state.unitType?.id ?? null);
  const moveInDate = useBookingState((state) => state.moveInDate);
  const unitType = useUnitType(unitTypeId);
  return {
    ...(location && { locationName: location.name }),
    ...(unitType.data && { unitTypeName: unitType.data.name }),
    ...(moveInDate && { moveInDate }),
  };
}

/**
 * The side column of the booking pages: where, what and from when, and the price of the booking as
 * chosen so far (`usePrice`), or, inside the same card, a hint of what is still needed for a price.
 */
export function BookingAside(): ReactNode {
  const { t } = useTranslation();
  const price = usePrice();
  const booking = useBookingDetails();
  const customerType = useBookingState((state) => state.customerData.customerType);
  return (
    <PageAside>
      <div id={BOOKING_SUMMARY_ID} tabIndex={-1} className="web-BookingSummary">
        <BasketSummary
          calculation={price.data}
          isLoading={price.isFetching}
          booking={booking}
          customerType={customerType}
          emptyHint={price.insufficientData ? t('web.flow.priceHint') : undefined}
        />
      </div>
      {price.isError ? (
        <p className="web-Notice" data-tone="error" role="alert">
          {t('web.flow.priceError')}
        </p>
      ) : null}
    </PageAside>
  );
}

/**
 * The running total above the page's main action on small screens, where the side column comes
 * after the page: what is due now and every following month or week, with a link to the full
 * summary. From 1024 px the side column sits beside the page and this is hidden.
 */
export function RunningTotal(): ReactNode {
  const { t, formatMoney } = useTranslation();
  const price = usePrice();
  const customerType = useBookingState((state) => state.customerData.customerType);
  const calculation = price.data;
  if (price.insufficientData) return null;
  // Its place is kept while the first price is calculated, so nothing below it moves.
  if (!calculation) {
    return (
      <p className="web-RunningTotal" aria-busy="true">
        {price.isError ? null : t('ui.basket.loading')}
      </p>
    );
  }
  const money = (amount: number) => formatMoney(amount, calculation.currency);
  // The figures of the side summary: with tax for private customers, without and labelled so for
  // business ones (what is due now always includes it).
  const shown = shownPriceSummary(calculation, customerType);
  const recurring = money(shown.recurringAmount);
  return (
    <p className="web-RunningTotal" aria-busy={price.isFetching || undefined}>
      <span>
        <strong>{t('ui.basket.dueNow')}</strong> {money(calculation.dueNow)}
      </span>{' '}
      <span>
        {t(calculation.period === 'weekly' ? 'ui.basket.thenWeekly' : 'ui.basket.thenMonthly', {
          amount: shown.includesTax ? recurring : t('ui.price.exclTax', { price: recurring }),
        })}
      </span>{' '}
      <a href={`#${BOOKING_SUMMARY_ID}`}>{t('web.flow.runningTotal.details')}</a>
    </p>
  );
}
