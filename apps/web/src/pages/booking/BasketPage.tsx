import { buildBookingEcommerce } from '@stowly/booking';
import {
  useBookingLocation,
  useBookingState,
  useDiscountPanel,
  usePrice,
  useTranslation,
  useUnitType,
} from '@stowly/booking/react';
import { BasketSummary, DiscountCodePanel, Link } from '@stowly/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { useAppServices } from '../../app/useAppServices';
import { usePageTitle } from '../../app/usePageTitle';
import { useFlowNavigation } from '../../flow/useFlowNavigation';
import { useBookingDetails } from './BookingAside';
import { LazyResumeCheckoutNotice } from './LazyResumeCheckoutNotice';
import './bookingPages.css';

/**
 * The basket (`/{locationId}/unit-type/{unitTypeId}/options/basket`): the price of the booking,
 * the discount code panel (a rejected code shows `formValidation.discountCode`, an applied one
 * changes the price) and the way on to the customer form. Pushes `begin_checkout` once the price
 * is known.
 */
export default function BasketPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('web.flow.basket.title'));
  const navigation = useFlowNavigation();
  const { tracker } = useAppServices();
  const location = useBookingLocation();
  const panel = useDiscountPanel();
  const discountCode = useBookingState((state) => state.discountCode);
  const bookingPlan = useBookingState((state) => state.bookingPlan);
  const unitType = useUnitType(navigation.unitTypeId);
  const price = usePrice();
  const booking = useBookingDetails();
  const customerType = useBookingState((state) => state.customerData.customerType);

  // begin_checkout once per visit of the basket, with the first price that arrives.
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current || !price.data || !bookingPlan || !unitType.data || !location) return;
    tracked.current = true;
    void tracker.beginCheckout(
      buildBookingEcommerce({
        currency: location.currency.code,
        unitType: unitType.data,
        bookingPlan,
        value: price.data.dueNow,
        discountCode,
      }),
    );
  }, [price.data, bookingPlan, unitType.data, location, discountCode, tracker]);

  return (
    <div className="web-BookingPage">
      <header className="web-PageHeader">
        <h1>{t('web.flow.basket.title')}</h1>
        <Link href={navigation.href({ step: 'options' })}>{t('web.flow.basket.changeOptions')}</Link>
      </header>
      <LazyResumeCheckoutNotice />
      <BasketSummary
        calculation={price.data}
        isLoading={price.isFetching}
        booking={booking}
        customerType={customerType}
      />
      {price.isError ? (
        <p className="web-Notice" data-tone="error" role="alert">
          {t('web.flow.priceError')}
        </p>
      ) : null}
      <DiscountCodePanel {...panel} appliedCode={discountCode} />
      <div className="web-PageActions">
        <Link href={navigation.href({ step: 'customer' })} className="web-Button" data-variant="primary">
          {t('web.flow.basket.continue')}
        </Link>
      </div>
    </div>
  );
}
