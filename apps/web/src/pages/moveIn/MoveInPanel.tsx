import type { Schema } from '@stowly/api-client';
import { useBookingMoveIn, usePortalDocuments, useTranslation } from '@stowly/booking/react';
import { MoveInDetails } from '@stowly/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { LoadFailure, Loading } from '../../routes/LoadingStatus';

type PortalBooking = Schema<'PortalBooking'>;

/**
 * The move-in details of one of the customer's own bookings (`useBookingMoveIn`): unit, date,
 * address with a map link, access hours, the gate code once it may be given, and the calendar
 * file. Focus moves to it when it opens; "Close move-in details" closes it.
 */
export default function MoveInPanel(props: { booking: PortalBooking; onClose: () => void }): ReactNode {
  const { booking, onClose } = props;
  const { t, locale } = useTranslation();
  const moveIn = useBookingMoveIn(booking.id);
  const documents = usePortalDocuments();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  let content: ReactNode;
  if (moveIn.data) {
    content = (
      <MoveInDetails
        details={moveIn.data}
        onDownloadCalendar={() => documents.moveInCalendar(booking.id)}
        onClose={onClose}
        locale={locale}
        headingLevel={3}
      />
    );
  } else if (moveIn.isError) {
    content = <LoadFailure message={t('ui.portal.moveIn.loadError')} onRetry={() => void moveIn.refetch()} />;
  } else {
    content = <Loading message={t('ui.portal.moveIn.loading')} />;
  }
  return (
    <div ref={panel} className="web-PortalMoveIn" tabIndex={-1}>
      {content}
    </div>
  );
}
