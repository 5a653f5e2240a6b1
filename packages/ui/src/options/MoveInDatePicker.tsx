import {
  type CalendarDate,
  DateFormatter,
  type DateValue,
  GregorianCalendar,
  parseDate,
  toCalendar,
  toCalendarDate,
} from '@internationalized/date';
import { formValidators, isMoveInDateSelectable, validate } from '@stowly/booking';
import { useTranslation } from '@stowly/booking/react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useDatePicker, useFocusRing } from 'react-aria';
import {
  Button,
  ButtonContext,
  FieldError,
  FieldErrorContext,
  Group,
  GroupContext,
  I18nProvider,
  Label,
  LabelContext,
  Provider,
  Text,
  TextContext,
} from 'react-aria-components';
import { useDatePickerState } from 'react-stately';
import { lazyPart, useIdleLoad } from '../internal/lazyPart';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';
import type { MoveInCalendarPopoverProps } from './internal/MoveInCalendarPopover';
import { MoveInDateInput } from './internal/MoveInDateInput';
import { PathIcon } from './internal/PathIcon';

/** Props of {@link MoveInDatePicker}. All dates are `YYYY-MM-DD` calendar days of the location. */
export interface MoveInDatePickerProps {
  /** The chosen move-in date, or null when none is chosen yet. */
  value: string | null;
  /** The earliest selectable day (`minDate` of `useMoveInDateWindow`). */
  minDate: string;
  /** The latest selectable day (`maxDate` of `useMoveInDateWindow`). */
  maxDate: string;
  /** Called with a complete day inside the window; days outside it are shown as invalid instead. */
  onChange: (date: string) => void;
  /**
   * Whether no unit of the type is free from `value` on (the availability check said no): the
   * field is invalid and says so.
   * @default false
   */
  isUnavailable?: boolean;
  /** Days that cannot be chosen inside the window, such as closing days. */
  isDateUnavailable?: (date: string) => boolean;
  /**
   * Whether the field is locked, for example until the window is known.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * The BCP 47 locale of the segments, the calendar and the messages' dates, such as `'sv-SE'`.
   * @default the locale of the nearest `I18nProvider`
   */
  locale?: string;
}

const gregorian = new GregorianCalendar();

/** `value` as a CalendarDate, or null when it is not a real `YYYY-MM-DD` day. */
function toDay(value: string | null): CalendarDate | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** A picked day as `YYYY-MM-DD` in the Gregorian calendar, whatever the locale's calendar. */
const isoDay = (date: DateValue) => toCalendar(toCalendarDate(date), gregorian).toString();

/** The calendar popover: a chunk of its own (see `MoveInDatePicker`). */
const calendarPopover = /* @__PURE__ */ lazyPart(() => import('./internal/MoveInCalendarPopover'));

/** Stands in for the calendar when its chunk cannot be loaded: closes again, typing still works. */
function CalendarUnavailable(props: MoveInCalendarPopoverProps): ReactNode {
  const { onOpenChange } = props;
  useEffect(() => onOpenChange(false), [onOpenChange]);
  return null;
}

const LazyCalendarPopover = /* @__PURE__ */ lazy(() =>
  calendarPopover.load().then(
    (module) => ({ default: module.MoveInCalendarPopover }),
    () => ({ default: CalendarUnavailable }),
  ),
);

/**
 * The move-in date field of the booking options: a react-aria date picker (`useDatePicker`) with
 * typed, locale-aware segments and a calendar in a popover, both limited to the move-in window. The
 * popover is a separate chunk, fetched when the page is idle or when the calendar is first opened.
 * Days outside the window or unavailable cannot be picked in the calendar; a typed one shows
 * `formValidation.minDate` / `maxDate` with the formatted limit and is not reported. When the unit
 * is not available on the chosen day (`isUnavailable`), the field is invalid and says so.
 *
 * Parts: `stowly-MoveInDatePicker` (react-aria DatePicker states: `data-invalid`, `data-open`...),
 * `stowly-MoveInDatePickerLabel`, `stowly-MoveInDatePickerField`, `stowly-MoveInDatePickerSegment`
 * (`data-placeholder`, `data-focused`...), `stowly-MoveInDatePickerButton`,
 * `stowly-MoveInDatePickerDescription`, `stowly-MoveInDatePickerError`,
 * `stowly-MoveInDatePickerPopover`, `stowly-MoveInDatePickerCalendar`,
 * `stowly-MoveInDatePickerCalendarHeader`, `stowly-MoveInDatePickerCalendarHeading`,
 * `stowly-MoveInDatePickerCalendarNav`, `stowly-MoveInDatePickerCalendarGrid`,
 * `stowly-MoveInDatePickerCalendarCell` (`data-selected`, `data-disabled`, `data-unavailable`,
 * `data-outside-month`, `data-focus-visible`...).
 */
export function MoveInDatePicker(props: MoveInDatePickerProps): ReactNode {
  const { locale: i18nLocale } = useTranslation();
  const locale = props.locale ?? i18nLocale;
  return (
    <I18nProvider locale={locale}>
      <DayPicker {...props} locale={locale} />
    </I18nProvider>
  );
}

/** The picker inside its locale's I18nProvider, which react-aria's hooks read. */
function DayPicker(props: MoveInDatePickerProps & { locale: string }): ReactNode {
  const { value, minDate, maxDate, isDateUnavailable, locale } = props;
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();

  // What the person typed or picked, as long as `value` is still the one it was typed against:
  // an out-of-window day is shown (as invalid) without being reported.
  const [draft, setDraft] = useState<{ against: string | null; date: CalendarDate | null }>();
  const shown = draft && draft.against === value ? draft.date : toDay(value);

  const formatter = new DateFormatter(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const formatDate = (date: string) => formatter.format(parseDate(date).toDate('UTC'));
  const day = shown ? isoDay(shown) : null;
  const rangeError = validate(
    day,
    formValidators.minDate(minDate, formatDate),
    formValidators.maxDate(maxDate, formatDate),
  );
  let error: string | null = null;
  if (rangeError) error = t(rangeError.key, rangeError.values);
  else if (day && isDateUnavailable?.(day)) error = t('ui.options.moveInDatePicker.dateUnavailable');
  else if (day && day === value && props.isUnavailable)
    error = t('ui.options.moveInDatePicker.unitUnavailable');

  const onChange = (date: CalendarDate | null) => {
    setDraft({ against: value, date });
    if (!date) return;
    const picked = isoDay(date);
    if (isMoveInDateSelectable(picked, { minDate, maxDate }) && !isDateUnavailable?.(picked)) {
      props.onChange(picked);
    }
  };

  // The calendar popover is its own chunk: fetched once the page is idle, or when the calendar is
  // opened before that. Once fetched it stays rendered (closed, it renders nothing), so opening it
  // never waits for React.lazy.
  const calendarLoaded = useIdleLoad(calendarPopover);

  // react-aria-components' DatePicker, composed from its hooks and parts: its own module imports the
  // Popover, Dialog and Calendar modules (for their contexts), which would load them with the field.
  // The segments are MoveInDateInput rather than its DateInput, whose module bundles every calendar
  // system of @internationalized/date.
  const state = useDatePickerState<CalendarDate>({
    value: shown,
    onChange: (date) => onChange(date as CalendarDate | null),
    isInvalid: error !== null,
    validationBehavior: 'aria',
    granularity: 'day',
    onOpenChange: (isOpen) => {
      if (isOpen) void calendarPopover.load().catch(() => {});
    },
  });
  const groupRef = useRef<HTMLDivElement>(null);
  const label = t('booking.section.moveInDate');
  const {
    groupProps,
    labelProps,
    fieldProps,
    buttonProps,
    dialogProps,
    calendarProps,
    descriptionProps,
    errorMessageProps,
    ...validation
  } = useDatePicker(
    {
      label,
      value: shown,
      minValue: toDay(minDate),
      maxValue: toDay(maxDate),
      isDateUnavailable: isDateUnavailable ? (date) => isDateUnavailable(isoDay(date)) : undefined,
      isDisabled: props.isDisabled,
      isInvalid: error !== null,
      validationBehavior: 'aria',
      granularity: 'day',
    },
    state,
    groupRef,
  );
  const { focusProps, isFocused, isFocusVisible } = useFocusRing({ within: true });

  return (
    <div
      {...focusProps}
      className={partClassName('MoveInDatePicker', elements)}
      data-focus-within={isFocused || undefined}
      data-invalid={state.isInvalid || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={props.isDisabled || undefined}
      data-open={state.isOpen || undefined}
    >
      <Provider
        values={[
          [GroupContext, { ...groupProps, ref: groupRef, isInvalid: state.isInvalid }],
          [ButtonContext, { ...buttonProps, isPressed: state.isOpen }],
          [LabelContext, { ...labelProps, elementType: 'span' }],
          [TextContext, { slots: { description: descriptionProps, errorMessage: errorMessageProps } }],
          [FieldErrorContext, validation],
        ]}
      >
        <Label className={partClassName('MoveInDatePickerLabel', elements)}>{label}</Label>
        <Group className={partClassName('MoveInDatePickerField', elements)}>
          <MoveInDateInput
            fieldProps={fieldProps}
            segmentClassName={partClassName('MoveInDatePickerSegment', elements)}
          />
          <Button className={partClassName('MoveInDatePickerButton', elements)}>
            <PathIcon path="M7 2v2H5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7Zm-2 7h14v10H5V9Z" />
          </Button>
        </Group>
        <Text slot="description" className={partClassName('MoveInDatePickerDescription', elements)}>
          {t('ui.options.moveInDatePicker.range', { min: formatDate(minDate), max: formatDate(maxDate) })}
        </Text>
        <FieldError className={partClassName('MoveInDatePickerError', elements)}>{error}</FieldError>
      </Provider>
      {(calendarLoaded || state.isOpen) && (
        <Suspense fallback={null}>
          <LazyCalendarPopover
            triggerRef={groupRef}
            isOpen={state.isOpen}
            onOpenChange={state.setOpen}
            dialogProps={dialogProps}
            calendarProps={calendarProps}
          />
        </Suspense>
      )}
    </div>
  );
}
