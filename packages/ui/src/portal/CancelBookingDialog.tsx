import { type CalendarDate, parseDate } from '@internationalized/date';
import { createFormatters, formValidators, validate } from '@stowly/booking';
import { useTranslation } from '@stowly/booking/react';
import { type ReactNode, useId, useState } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  Radio,
  RadioGroup,
  Text,
  TextArea,
  TextField,
} from 'react-aria-components';
import { partClassName, type StowlyPart, useStowlyTheme } from '../theme/StowlyThemeProvider';
import type { PortalBookingData } from './BookingsTable';
import { errorCode } from './internal/errorCode';
import { PortalAlertDialog, PortalDialogActions } from './internal/PortalAlertDialog';
import { useAsyncAction } from './internal/useAsyncAction';

/** Why the customer cancels, as `CancelBookingRequest.reason` takes it. */
export type CancellationReason = 'moving' | 'no-longer-needed' | 'price' | 'other';

/** The reasons in the order they are offered, with their labels' message keys. */
const REASONS = {
  moving: 'ui.portal.cancelBookingDialog.reasonMoving',
  'no-longer-needed': 'ui.portal.cancelBookingDialog.reasonNotNeeded',
  price: 'ui.portal.cancelBookingDialog.reasonPrice',
  other: 'ui.portal.cancelBookingDialog.reasonOther',
} as const;

/** The body of `PUT /customer-portal/booking/{bookingId}/cancel` (`CancelBookingRequest`). */
export interface CancelBookingPayload {
  /** The last day of the rental, `YYYY-MM-DD`, on or after the booking's `earliestEndDate`. */
  endDate: string;
  /** Why the customer cancels. */
  reason: CancellationReason;
  /** Free text for the location, or null when none was given. */
  comment: string | null;
}

/** What the dialog needs of a booking: a `PortalBooking` of the API (or a `PortalBookingData`) fits. */
export type CancelBookingTarget = Pick<
  PortalBookingData,
  'id' | 'unitName' | 'unitType' | 'earliestEndDate' | 'recurringAmount' | 'currency' | 'billingPeriod'
>;

/** Props of {@link CancelBookingDialog}. */
export interface CancelBookingDialogProps<TBooking extends CancelBookingTarget = CancelBookingTarget> {
  /** The booking to cancel; the dialog is open while it is not null. */
  booking: TBooking | null;
  /** Called when the dialog should close: kept, Escape, or cancelled successfully. */
  onClose: () => void;
  /**
   * Called with the request body and the booking when the person confirms. Return the promise of
   * the call (such as a mutation's `mutateAsync`): the dialog then shows the pending state, closes
   * when it fulfils and shows the error when it rejects. Or return nothing and pass `isPending` and
   * `error`, and close the dialog yourself.
   */
  onConfirm: (payload: CancelBookingPayload, booking: TBooking) => unknown;
  /**
   * Whether the cancellation is being sent (when the host tracks it).
   * @default false
   */
  isPending?: boolean;
  /**
   * The failure of the last attempt (when the host tracks it), such as the api-client's
   * `ApiError`: code `not-cancellable` and `end-date-too-early` get their own messages.
   * @default null
   */
  error?: unknown;
  /**
   * The BCP 47 locale for dates, the rent and the date picker.
   * @default the locale of the nearest `I18nProvider`
   */
  locale?: string;
}

/** The maximum length of the comment (`CancelBookingRequest.comment`). */
const MAX_COMMENT_LENGTH = 1000;

/**
 * Confirms the cancellation of a booking in a modal react-aria `alertdialog`. It shows the notice
 * information the booking carries (unit, the earliest end date that the minimum term and notice
 * period allow, the rent paid until the end), lets the person choose the last day (a date picker
 * starting at the earliest end date), a reason and an optional comment, validates them with the
 * `formValidators` of `@stowly/booking`, and calls `onConfirm` with the `CancelBookingRequest`
 * body. "Keep booking" and Escape close it; focus returns to the button that opened it.
 *
 * Parts: `stowly-CancelBookingDialog` (the dialog) inside `stowly-PortalDialogOverlay` and
 * `stowly-PortalDialogModal`; `stowly-PortalDialogTitle`, `stowly-CancelBookingDialogNotice`,
 * `stowly-CancelBookingDialogField` (date picker, reasons and comment, react-aria
 * `data-invalid`), `stowly-CancelBookingDialogDate`, `stowly-CancelBookingDialogCalendar`,
 * `stowly-CancelBookingDialogReason` (radios), `stowly-CancelBookingDialogFieldError`,
 * `stowly-PortalDialogError`, `stowly-PortalDialogActions`, `stowly-PortalDialogKeep` and
 * `stowly-PortalDialogConfirm` (react-aria Button states, `data-pending`).
 */
export function CancelBookingDialog<TBooking extends CancelBookingTarget>(
  props: CancelBookingDialogProps<TBooking>,
): ReactNode {
  const { booking, onClose } = props;
  const { t, locale: i18nLocale } = useTranslation();
  const locale = props.locale ?? i18nLocale;
  const action = useAsyncAction(props.onConfirm);
  const isPending = (props.isPending ?? false) || action.isPending;
  const describedBy = useId();
  const close = () => {
    action.reset();
    onClose();
  };
  return (
    <PortalAlertDialog
      part="CancelBookingDialog"
      isOpen={booking !== null}
      onClose={close}
      isPending={isPending}
      title={booking ? t('ui.portal.cancelBookingDialog.title', { unit: booking.unitName }) : ''}
      describedBy={describedBy}
    >
      {booking ? (
        <I18nProvider locale={locale}>
          <CancelBookingForm
            booking={booking}
            locale={locale}
            describedBy={describedBy}
            isPending={isPending}
            error={action.error ?? props.error ?? null}
            onKeep={close}
            onConfirm={async (payload) => {
              if ((await action.run(payload, booking)) === true) close();
            }}
          />
        </I18nProvider>
      ) : null}
    </PortalAlertDialog>
  );
}

interface CancelBookingFormProps {
  booking: CancelBookingTarget;
  locale: string;
  describedBy: string;
  isPending: boolean;
  error: unknown;
  onKeep: () => void;
  onConfirm: (payload: CancelBookingPayload) => void;
}

/** The notice, the fields and the buttons; mounted while the dialog is open, so each opening starts afresh. */
function CancelBookingForm(props: CancelBookingFormProps): ReactNode {
  const { booking, locale, error } = props;
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  const { formatDay, formatMoney } = createFormatters(locale);
  const part = (name: StowlyPart) => partClassName(name, elements);
  const [endDate, setEndDate] = useState<CalendarDate | null>(() => parseDate(booking.earliestEndDate));
  const [reason, setReason] = useState<CancellationReason | null>(null);
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState({ endDate: false, reason: false, comment: false });

  const earliest = formatDay(booking.earliestEndDate);
  const code = errorCode(error);
  const message = (result: { key: string; values?: Record<string, string | number> } | null) =>
    result ? t(result.key, result.values) : null;
  const errors = {
    endDate:
      message(
        validate(
          endDate?.toString(),
          formValidators.required,
          formValidators.minDate(booking.earliestEndDate, (date) => formatDay(date)),
        ),
      ) ?? (code === 'end-date-too-early' ? t('ui.portal.cancelBookingDialog.endDateTooEarly') : null),
    reason: message(formValidators.required(reason)),
    comment: message(formValidators.maxLength(MAX_COMMENT_LENGTH)(comment)),
  };
  // A date before the earliest end date is flagged at once (react-aria does too); the rest after a blur or a confirm.
  const shown = (field: keyof typeof errors) =>
    touched[field] || (field === 'endDate' && endDate) ? errors[field] : null;
  const formError =
    error && code !== 'end-date-too-early'
      ? t(
          code === 'not-cancellable'
            ? 'ui.portal.cancelBookingDialog.notCancellable'
            : 'ui.portal.cancelBookingDialog.failed',
        )
      : null;

  const confirm = () => {
    setTouched({ endDate: true, reason: true, comment: true });
    if (!endDate || !reason || errors.endDate || errors.reason || errors.comment) return;
    props.onConfirm({ endDate: endDate.toString(), reason, comment: comment.trim() || null });
  };

  return (
    <>
      <div id={props.describedBy} className={part('CancelBookingDialogNotice')}>
        <p>
          {t('ui.portal.cancelBookingDialog.unit', {
            unit: booking.unitName,
            unitType: booking.unitType.name,
          })}
        </p>
        <p>{t('ui.portal.cancelBookingDialog.notice', { date: earliest })}</p>
        <p>
          {t(
            booking.billingPeriod.period === 'weekly'
              ? 'ui.portal.cancelBookingDialog.rentWeekly'
              : 'ui.portal.cancelBookingDialog.rentMonthly',
            { price: formatMoney(booking.recurringAmount, booking.currency) },
          )}
        </p>
      </div>
      <DatePicker
        className={part('CancelBookingDialogField')}
        value={endDate}
        onChange={setEndDate}
        onBlur={() => setTouched((previous) => ({ ...previous, endDate: true }))}
        minValue={parseDate(booking.earliestEndDate)}
        isRequired
        validationBehavior="aria"
        isInvalid={Boolean(shown('endDate'))}
        isDisabled={props.isPending}
      >
        <Label>{t('ui.portal.cancelBookingDialog.endDate')}</Label>
        <Group className={part('CancelBookingDialogDate')}>
          <DateInput>
            {(segment) => (
              <DateSegment segment={segment} className={part('CancelBookingDialogDateSegment')} />
            )}
          </DateInput>
          <Button className={part('CancelBookingDialogDateButton')}>
            <span aria-hidden="true">▾</span>
          </Button>
        </Group>
        <Text slot="description" className={part('CancelBookingDialogDescription')}>
          {t('ui.portal.cancelBookingDialog.endDateHint', { date: earliest })}
        </Text>
        <FieldError className={part('CancelBookingDialogFieldError')}>{shown('endDate')}</FieldError>
        <Popover className={part('CancelBookingDialogPopover')}>
          <Dialog>
            <Calendar className={part('CancelBookingDialogCalendar')}>
              <header>
                <Button slot="previous" className={part('CancelBookingDialogCalendarNav')}>
                  <span aria-hidden="true">‹</span>
                </Button>
                <Heading />
                <Button slot="next" className={part('CancelBookingDialogCalendarNav')}>
                  <span aria-hidden="true">›</span>
                </Button>
              </header>
              <CalendarGrid>
                {(date) => <CalendarCell date={date} className={part('CancelBookingDialogCalendarCell')} />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
      <RadioGroup
        className={part('CancelBookingDialogField')}
        value={reason}
        onChange={(value) => {
          setReason(value as CancellationReason);
          setTouched((previous) => ({ ...previous, reason: true }));
        }}
        isRequired
        validationBehavior="aria"
        isInvalid={Boolean(shown('reason'))}
        isDisabled={props.isPending}
      >
        <Label>{t('ui.portal.cancelBookingDialog.reason')}</Label>
        {Object.entries(REASONS).map(([value, key]) => (
          <Radio key={value} value={value} className={part('CancelBookingDialogReason')}>
            {t(key)}
          </Radio>
        ))}
        <FieldError className={part('CancelBookingDialogFieldError')}>{shown('reason')}</FieldError>
      </RadioGroup>
      <TextField
        className={part('CancelBookingDialogField')}
        value={comment}
        onChange={setComment}
        onBlur={() => setTouched((previous) => ({ ...previous, comment: true }))}
        validationBehavior="aria"
        isInvalid={Boolean(shown('comment'))}
        isDisabled={props.isPending}
      >
        <Label>{t('ui.portal.cancelBookingDialog.comment')}</Label>
        <TextArea rows={3} />
        <FieldError className={part('CancelBookingDialogFieldError')}>{shown('comment')}</FieldError>
      </TextField>
      <PortalDialogActions
        keepLabel={t('ui.portal.cancelBookingDialog.keep')}
        confirmLabel={t('ui.portal.cancelBookingDialog.confirm')}
        pendingLabel={t('ui.portal.cancelBookingDialog.pending')}
        isPending={props.isPending}
        errorMessage={formError}
        onKeep={props.onKeep}
        onConfirm={confirm}
      />
    </>
  );
}
