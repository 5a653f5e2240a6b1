import { useBookingState, usePrice, useTranslation } from '@stowly/booking/react';
import { BasketSummary } from '@stowly/ui';
import type { ReactNode } from 'react';
import { PageAside } from '../../app/PageAside';

/**
 * The side column of the booking pages: the price of the booking as chosen so far (`usePrice`),
 * or a hint of what is still needed for a price.
 */
export function BookingAside(): ReactNode {
  const { t } = useTranslation();
  const price = usePrice();
  const customerType = useBookingState((state) => state.customerData.customerType);
  return (
    <PageAside>
      <BasketSummary calculation={price.data} isLoading={price.isFetching} customerType={customerType} />
      {price.insufficientData ? <p className="web-PriceHint">{t('web.flow.priceHint')}</p> : null}
      {price.isError ? (
        <p className="web-Notice" data-tone="error" role="alert">
          {t('web.flow.priceError')}
        </p>
      ) : null}
    </PageAside>
  );
}
