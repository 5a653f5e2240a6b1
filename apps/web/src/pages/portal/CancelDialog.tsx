import { isApiError, portalKeys, type Schema } from '@stowly/api-client';
import { useCancelBooking, useToasts, useTranslation } from '@stowly/booking/react';
import { CancelBookingDialog, type CancelBookingPayload } from '@stowly/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatCalendarDay } from '../../portal/formatCalendarDay';

type PortalBooking = Schema<'PortalBooking'>;

/**
 * The cancellation of a booking: the dialog (date picker, radio group, text area) and its call. A
 * module of its own, loaded when a customer first asks to cancel, so neither is part of the
 * overview's first load (a dynamic import of the whole `@stowly/ui` would bring every component).
 * On success a toast gives the end date; when the booking changed meanwhile (409, 422: a later
 * earliest end date, cancelled elsewhere) the location's bookings are loaded again and the dialog
 * shows the error.
 */
export default function CancelDialog(props: {
  /** The booking as last loaded; the dialog is open while it is not null. */
  booking: PortalBooking | null;
  locationId: number;
  onClose: () => void;
  locale: string;
}): ReactNode {
  const { locationId } = props;
  const { t } = useTranslation();
  const cancelBooking = useCancelBooking();
  const queryClient = useQueryClient();
  const { show } = useToasts();

  const cancel = async (payload: CancelBookingPayload, booking: PortalBooking) => {
    try {
      const result = await cancelBooking.mutateAsync({ bookingId: booking.id, payload });
      show({
        type: 'success',
        text: t('web.portal.cancel.done', {
          unit: booking.unitName,
          date: formatCalendarDay(props.locale, result.endDate),
        }),
      });
    } catch (error) {
      if (isApiError(error) && (error.status === 409 || error.status === 422)) {
        void queryClient.invalidateQueries({ queryKey: portalKeys.bookings(locationId) });
      }
      throw error;
    }
  };
  return (
    <CancelBookingDialog
      booking={props.booking}
      onClose={props.onClose}
      onConfirm={cancel}
      locale={props.locale}
    />
  );
}
