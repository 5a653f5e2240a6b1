import { useBookingActions, useTranslation } from '@stowly/booking/react';
import { StatusPage } from '@stowly/ui';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../app/usePageTitle';
import { useFlowNavigation } from '../../flow/useFlowNavigation';
import { PORTAL_PATH } from '../auth/authPaths';
import './bookingPages.css';

/**
 * `/{locationId}/already-booked`: the visitor's booking was completed (a completed basket opened
 * again, or a signed-in customer's own booking of the same unit type and date): it says the
 * booking is complete and that the confirmation mail links to the customer portal. "Start a new
 * booking" clears the flow and opens the unit type selection; "Go to the customer portal" opens
 * the portal (sign-in first when signed out).
 */
export default function AlreadyBookedPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('checkout.alreadyBooked.title'));
  const { goTo } = useFlowNavigation();
  const actions = useBookingActions();
  return (
    <div className="web-BookingPage">
      <StatusPage
        tone="info"
        title={t('checkout.alreadyBooked.title')}
        text={t('checkout.alreadyBooked.text')}
        primaryAction={{
          label: t('ui.status.action.startNewBooking'),
          onPress: () => {
            actions.reset();
            goTo({ step: 'unit-selection' });
          },
        }}
        secondaryAction={{ label: t('web.flow.alreadyBooked.portalLink'), href: PORTAL_PATH }}
      />
    </div>
  );
}
