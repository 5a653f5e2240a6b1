import { createFormatters } from '@stowly/booking';
import { useTranslation } from '@stowly/booking/react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Button } from '../internal/Button';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';
import { DocumentDownload, formatFileSize } from './internal/DocumentDownload';
import { PortalCell, PortalStatusBadge, PortalTable } from './internal/PortalTable';
import { useAsyncAction } from './internal/useAsyncAction';

const WithdrawCancellationDialog = lazy(() => import('./internal/WithdrawCancellationDialog'));

/** The status of a portal booking: `cancelled` has notice given and its end date ahead; `ended` is over. */
export type PortalBookingStatus = 'active' | 'upcoming' | 'cancelled' | 'ended';

/**
 * One booking as `GET /customer-portal/booking/{locationId}` returns it (`PortalBooking`); pass the
 * API objects as they are. Ids are the API's integers.
 */
export interface PortalBookingData {
  /** The booking id (integer), handed back with the booking to `onCancel`. */
  id: number;
  /** The unit's name or number, such as `A-101`: the row header. */
  unitName: string;
  /** The unit type and its floor area in square metres (`m`) or square feet (`ft`). */
  unitType: { name: string; size: { area: number; unit: 'm' | 'ft' } };
  /** Where the booking stands. */
  status: PortalBookingStatus;
  /** The move-in day, `YYYY-MM-DD`. */
  moveInDate: string;
  /** The last day once notice is given, `YYYY-MM-DD`, or null while the rental runs on. */
  endDate: string | null;
  /** The earliest end day a cancellation may ask for today, `YYYY-MM-DD`. */
  earliestEndDate: string;
  /** The billing plan: its name and whether rent is billed weekly or monthly. */
  billingPeriod: { name: string; period: 'weekly' | 'monthly' };
  /** The rent charged every period, in the currency's major unit. */
  recurringAmount: number;
  /** The ISO 4217 currency of `recurringAmount`, such as `'SEK'`. */
  currency: string;
  /** Whether the booking can be cancelled now; only then the cancel button shows. */
  cancellable: boolean;
  /**
   * Whether the cancellation can be withdrawn now (cancelled, before its last day); only then the
   * "Withdraw cancellation" button shows.
   * @default false
   */
  cancellationWithdrawable?: boolean;
  /**
   * The signed rental contract's PDF as the API lists it: its size in bytes, named on the download
   * button. Without it the row has no contract button.
   */
  contractDocument?: { sizeBytes: number } | null;
}

/** Props of {@link BookingsTable}. */
export interface BookingsTableProps<TBooking extends PortalBookingData = PortalBookingData> {
  /**
   * The bookings of the current page: `data` of the API page, fetched with
   * `pageSize: PORTAL_BOOKINGS_PAGE_SIZE` (5) from `@stowly/booking`.
   */
  bookings: readonly TBooking[];
  /**
   * The page shown (the API's `page`).
   * @default 1
   */
  page?: number;
  /**
   * The last page (the API's `lastPage`); with more than one page, previous and next buttons show.
   * @default 1
   */
  lastPage?: number;
  /** Called with the page to show; the host loads it. */
  onPageChange?: (page: number) => void;
  /**
   * Whether a page is loading: the table is marked busy and says so; rows already shown stay.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Called with a cancellable booking when the person chooses "Cancel booking"; open a
   * `CancelBookingDialog` for it. Without it the table has no cancellation column.
   */
  onCancel?: (booking: TBooking) => void;
  /**
   * Called with a booking whose cancellation can be withdrawn once the person confirms "Withdraw
   * cancellation" in the table's confirmation dialog. Return the promise of the call: the dialog
   * shows its pending state, closes when it fulfils, and shows the failure when it rejects (code
   * `not-withdrawable`: the last day has come). Without it no withdrawal is offered.
   */
  onWithdrawCancellation?: (booking: TBooking) => unknown;
  /**
   * Downloads a booking's signed rental contract (such as `usePortalDocuments().contract`) when the
   * person chooses its button, which is named with the unit and the PDF's size ("Download the
   * rental contract of unit A-101 (PDF, 52 kB)") and shows in rows with a `contractDocument`.
   * Return the download's promise: the button is busy until it settles and says when it failed.
   * Without it the table has no contract column.
   */
  onDownloadContract?: (booking: TBooking) => unknown;
  /**
   * Called with a booking when the person chooses its "Move-in details" button (named with the
   * unit); show a `MoveInDetails` for it. Without it the table has no move-in column.
   */
  onShowMoveIn?: (booking: TBooking) => void;
  /**
   * The BCP 47 locale for dates and prices, such as `'sv-SE'`.
   * @default the locale of the nearest `I18nProvider`
   */
  locale?: string;
  /**
   * The heading level of "Bookings", to fit the host page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

const NO_PAGE_CHANGE = () => {};

/**
 * The customer's bookings at a location, one server page at a time: unit (the row header), unit
 * type with its area, move-in date, billing plan with the rent per week or month, status (with the
 * last day once notice is given), the signed rental contract's download button with its size
 * (`onDownloadContract`), a "Move-in details" button (`onShowMoveIn`), a "Cancel booking" button on cancellable bookings and a "Withdraw
 * cancellation" button on cancelled bookings before their last day (confirmed in an `alertdialog`).
 * Shows an empty state, a loading state and previous/next paging. Loads nothing itself.
 *
 * Parts: `stowly-BookingsTable` (section, `aria-busy` and `data-loading` while loading) with the
 * shared table parts `stowly-PortalTableTitle`, `stowly-PortalTableStatus`,
 * `stowly-PortalTableScroll`, `stowly-PortalTable`, `stowly-PortalTableHeader`,
 * `stowly-PortalTableColumn`, `stowly-PortalTableBody`, `stowly-PortalTableRow`,
 * `stowly-PortalTableCell`, `stowly-PortalTableEmpty`, `stowly-PortalStatus` (`data-status`),
 * `stowly-BookingsTableCancel` and `stowly-BookingsTableWithdraw` (react-aria Button states),
 * `stowly-PortalDocumentDownload` and `stowly-PortalDocumentDownloadError` (the contract),
 * `stowly-BookingsTableMoveIn`, the
 * `stowly-Pagination` parts, and the withdrawal dialog `stowly-WithdrawCancellationDialog` with the
 * `stowly-PortalDialog*` parts.
 */
export function BookingsTable<TBooking extends PortalBookingData>(
  props: BookingsTableProps<TBooking>,
): ReactNode {
  const { bookings, onCancel, onWithdrawCancellation, onDownloadContract, onShowMoveIn } = props;
  const i18n = useTranslation();
  const { t } = i18n;
  const { elements } = useStowlyTheme();
  const { formatMoney, formatNumber, formatDay } = props.locale ? createFormatters(props.locale) : i18n;
  const baseId = useId();
  const [withdrawing, setWithdrawing] = useState<TBooking | null>(null);
  const withdraw = useAsyncAction(onWithdrawCancellation ?? NO_PAGE_CHANGE);
  const closeWithdrawal = () => {
    withdraw.reset();
    setWithdrawing(null);
  };
  const hasActions = onCancel !== undefined || onWithdrawCancellation !== undefined;

  return (
    <PortalTable
      part="BookingsTable"
      title={t('ui.portal.bookingsTable.title')}
      headingLevel={props.headingLevel ?? 2}
      columns={[
        { id: 'unit', name: t('ui.portal.bookingsTable.unit') },
        { id: 'unitType', name: t('ui.portal.bookingsTable.unitType') },
        { id: 'moveInDate', name: t('ui.portal.bookingsTable.moveInDate') },
        { id: 'billing', name: t('ui.portal.bookingsTable.billing') },
        { id: 'status', name: t('ui.portal.bookingsTable.status') },
        ...(onDownloadContract ? [{ id: 'contract', name: t('ui.portal.bookingsTable.contract') }] : []),
        ...(onShowMoveIn ? [{ id: 'moveIn', name: t('ui.portal.bookingsTable.moveIn') }] : []),
        ...(hasActions ? [{ id: 'cancellation', name: t('ui.portal.bookingsTable.cancellation') }] : []),
      ]}
      rows={bookings}
      emptyText={t('ui.portal.bookingsTable.empty')}
      loadingText={t('ui.portal.bookingsTable.loading')}
      isLoading={props.isLoading ?? false}
      page={props.page ?? 1}
      lastPage={props.lastPage ?? 1}
      onPageChange={props.onPageChange ?? NO_PAGE_CHANGE}
      renderRow={(booking) => {
        const price = formatMoney(booking.recurringAmount, booking.currency);
        const { size } = booking.unitType;
        return (
          <>
            <PortalCell>
              <span id={`${baseId}-unit-${booking.id}`}>{booking.unitName}</span>
            </PortalCell>
            <PortalCell>
              {booking.unitType.name}
              {/* Unit symbols (SI and imperial) are the same in every supported language. */}
              {` · ${formatNumber(size.area, { maximumFractionDigits: 2 })} ${size.unit === 'ft' ? 'ft²' : 'm²'}`}
            </PortalCell>
            <PortalCell>{formatDay(booking.moveInDate)}</PortalCell>
            <PortalCell>
              {booking.billingPeriod.name}
              <br />
              {t(
                booking.billingPeriod.period === 'weekly'
                  ? 'ui.portal.bookingsTable.pricePerWeek'
                  : 'ui.portal.bookingsTable.pricePerMonth',
                { price },
              )}
            </PortalCell>
            <PortalCell>
              <PortalStatusBadge status={booking.status}>
                {t(`ui.portal.bookingsTable.${booking.status}`)}
              </PortalStatusBadge>
              {booking.endDate ? (
                <>
                  <br />
                  {t('ui.portal.bookingsTable.endDate', {
                    date: formatDay(booking.endDate),
                  })}
                </>
              ) : null}
            </PortalCell>
            {onDownloadContract ? (
              <PortalCell>
                {booking.contractDocument ? (
                  <DocumentDownload
                    label={t('ui.portal.documents.downloadContract', {
                      unit: booking.unitName,
                      size: formatFileSize(booking.contractDocument.sizeBytes, formatNumber),
                    })}
                    size={formatFileSize(booking.contractDocument.sizeBytes, formatNumber)}
                    onDownload={() => onDownloadContract(booking)}
                  />
                ) : null}
              </PortalCell>
            ) : null}
            {onShowMoveIn ? (
              <PortalCell>
                <Button
                  variant="secondary"
                  size="small"
                  className={partClassName('BookingsTableMoveIn', elements)}
                  aria-labelledby={`${baseId}-move-in-${booking.id} ${baseId}-unit-${booking.id}`}
                  onPress={() => onShowMoveIn(booking)}
                >
                  <span id={`${baseId}-move-in-${booking.id}`}>
                    {t('ui.portal.bookingsTable.showMoveIn')}
                  </span>
                </Button>
              </PortalCell>
            ) : null}
            {hasActions ? (
              <PortalCell>
                {onWithdrawCancellation && booking.cancellationWithdrawable ? (
                  <Button
                    variant="secondary"
                    size="small"
                    className={partClassName('BookingsTableWithdraw', elements)}
                    aria-labelledby={`${baseId}-withdraw-${booking.id} ${baseId}-unit-${booking.id}`}
                    onPress={() => setWithdrawing(booking)}
                  >
                    <span id={`${baseId}-withdraw-${booking.id}`}>
                      {t('ui.portal.bookingsTable.withdraw')}
                    </span>
                  </Button>
                ) : null}
                {onCancel && booking.cancellable ? (
                  <Button
                    variant="danger-secondary"
                    size="small"
                    className={partClassName('BookingsTableCancel', elements)}
                    aria-labelledby={`${baseId}-cancel-${booking.id} ${baseId}-unit-${booking.id}`}
                    onPress={() => onCancel(booking)}
                  >
                    <span id={`${baseId}-cancel-${booking.id}`}>{t('ui.portal.bookingsTable.cancel')}</span>
                  </Button>
                ) : null}
              </PortalCell>
            ) : null}
          </>
        );
      }}
    >
      {onWithdrawCancellation && withdrawing ? (
        // The confirmation's dialog code loads when a withdrawal is asked for, not with the table.
        <Suspense fallback={null}>
          <WithdrawCancellationDialog
            booking={withdrawing}
            endDate={withdrawing.endDate ? formatDay(withdrawing.endDate) : ''}
            isPending={withdraw.isPending}
            error={withdraw.error}
            onClose={closeWithdrawal}
            onConfirm={async () => {
              const outcome = await withdraw.run(withdrawing);
              if (outcome !== false) closeWithdrawal();
            }}
          />
        </Suspense>
      ) : null}
    </PortalTable>
  );
}
