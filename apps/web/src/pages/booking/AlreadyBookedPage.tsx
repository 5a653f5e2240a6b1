import { useBookingActions, useTranslation } from '@stowly/booking/react';
import { AlreadyBookedPage as AlreadyBookedStatus } from '@stowly/ui';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../app/usePageTitle';
import { useFlowNavigation } from '../../flow/useFlowNavigation';
import './bookingPages.css';

/**
 * `/{locationId}/already-booked`: the visitor already holds this booking. "Start a new booking"
 * clears the flow and opens the unit type selection.
 */
export default function AlreadyBookedPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('checkout.alreadyBooked.title'));
  const { goTo } = useFlowNavigation();
  const actions = useBookingActions();
  return (
    <div className="web-BookingPage">
      <AlreadyBookedStatus
        startNewBooking={() => {
          actions.reset();
          goTo({ step: 'unit-selection' });
        }}
      />
    </div>
  );
}
