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
import { type ReactNode, useState } from 'react';
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
  Text,
} from 'react-aria-components';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';

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

/**
 * The move-in date field of the booking options: a react-aria DatePicker with typed, locale-aware
 * segments and a calendar in a popover, both limited to the move-in window. Days outside the
 * window or unavailable cannot be picked in the calendar; a typed one shows
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
  const { value, minDate, maxDate, isDateUnavailable } = props;
  const { t, locale: i18nLocale } = useTranslation();
  const { elements } = useStowlyTheme();
  const locale = props.locale ?? i18nLocale;

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

  return (
    <I18nProvider locale={locale}>
      <DatePicker
        className={partClassName('MoveInDatePicker', elements)}
        value={shown}
        onChange={onChange}
        minValue={toDay(minDate)}
        maxValue={toDay(maxDate)}
        isDateUnavailable={isDateUnavailable ? (date) => isDateUnavailable(isoDay(date)) : undefined}
        isDisabled={props.isDisabled}
        isInvalid={error !== null}
        validationBehavior="aria"
        granularity="day"
      >
        <Label className={partClassName('MoveInDatePickerLabel', elements)}>
          {t('booking.section.moveInDate')}
        </Label>
        <Group className={partClassName('MoveInDatePickerField', elements)}>
          <DateInput>
            {(segment) => (
              <DateSegment segment={segment} className={partClassName('MoveInDatePickerSegment', elements)} />
            )}
          </DateInput>
          <Button className={partClassName('MoveInDatePickerButton', elements)}>
            <Icon path="M7 2v2H5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7Zm-2 7h14v10H5V9Z" />
          </Button>
        </Group>
        <Text slot="description" className={partClassName('MoveInDatePickerDescription', elements)}>
          {t('ui.options.moveInDatePicker.range', { min: formatDate(minDate), max: formatDate(maxDate) })}
        </Text>
        <FieldError className={partClassName('MoveInDatePickerError', elements)}>{error}</FieldError>
        <Popover className={partClassName('MoveInDatePickerPopover', elements)}>
          <Dialog>
            <Calendar className={partClassName('MoveInDatePickerCalendar', elements)}>
              <header className={partClassName('MoveInDatePickerCalendarHeader', elements)}>
                <Button slot="previous" className={partClassName('MoveInDatePickerCalendarNav', elements)}>
                  <Icon path="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z" />
                </Button>
                <Heading className={partClassName('MoveInDatePickerCalendarHeading', elements)} />
                <Button slot="next" className={partClassName('MoveInDatePickerCalendarNav', elements)}>
                  <Icon path="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" />
                </Button>
              </header>
              <CalendarGrid className={partClassName('MoveInDatePickerCalendarGrid', elements)}>
                {(date) => (
                  <CalendarCell
                    date={date}
                    className={partClassName('MoveInDatePickerCalendarCell', elements)}
                  />
                )}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}

/** A decorative 24 × 24 icon; the button around it carries react-aria's localized name. */
function Icon(props: { path: string }): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={props.path} fill="currentColor" />
    </svg>
  );
}
