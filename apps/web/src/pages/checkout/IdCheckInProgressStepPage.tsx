import { useTranslation } from '@stowly/booking/react';
import { IdCheckInProgressPage } from '@stowly/ui';
import type { ReactNode } from 'react';
import { useCheckoutPage } from '../../checkout/useCheckoutPage';
import { CheckoutFrame } from './CheckoutFrame';

/**
 * `/{locationId}/checkout/step/id-check-in-progress`: the identity-check provider is still
 * deciding. The guard polls the checkout state, so the page moves on by itself once the server has
 * a result; "Check the status again" reads it at once.
 */
export default function IdCheckInProgressStepPage(): ReactNode {
  const { t } = useTranslation();
  const { state, refetch } = useCheckoutPage();
  return (
    <CheckoutFrame title={t('checkout.idCheckInProgress.title')} state={state} ownHeading>
      <IdCheckInProgressPage onRefresh={refetch} />
    </CheckoutFrame>
  );
}
