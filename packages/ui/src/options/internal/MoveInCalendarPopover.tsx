import type { ReactNode, RefObject } from 'react';
import type { useDatePicker } from 'react-aria';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Dialog,
  Heading,
  Popover,
} from 'react-aria-components';
import { partClassName, useStowlyTheme } from '../../theme/StowlyThemeProvider';
import { PathIcon } from './PathIcon';

type DatePickerAria = ReturnType<typeof useDatePicker>;

/** Props of {@link MoveInCalendarPopover}: the popover half of `useDatePicker`. */
export interface MoveInCalendarPopoverProps {
  /** The field group the popover is placed under. */
  triggerRef: RefObject<HTMLDivElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  dialogProps: DatePickerAria['dialogProps'];
  calendarProps: DatePickerAria['calendarProps'];
}

/**
 * The calendar popover of `MoveInDatePicker`, what react-aria-components' DatePicker renders in its
 * Popover: loaded with `React.lazy`, so the positioning, dialog and calendar code is not part of
 * the bundle that shows the field.
 */
export function MoveInCalendarPopover(props: MoveInCalendarPopoverProps): ReactNode {
  const { elements } = useStowlyTheme();
  return (
    <Popover
      className={partClassName('MoveInDatePickerPopover', elements)}
      trigger="DatePicker"
      triggerRef={props.triggerRef}
      placement="bottom start"
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
    >
      <Dialog {...props.dialogProps}>
        <Calendar {...props.calendarProps} className={partClassName('MoveInDatePickerCalendar', elements)}>
          <header className={partClassName('MoveInDatePickerCalendarHeader', elements)}>
            <Button slot="previous" className={partClassName('MoveInDatePickerCalendarNav', elements)}>
              <PathIcon path="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z" />
            </Button>
            <Heading className={partClassName('MoveInDatePickerCalendarHeading', elements)} />
            <Button slot="next" className={partClassName('MoveInDatePickerCalendarNav', elements)}>
              <PathIcon path="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" />
            </Button>
          </header>
          <CalendarGrid className={partClassName('MoveInDatePickerCalendarGrid', elements)}>
            {(date) => (
              <CalendarCell date={date} className={partClassName('MoveInDatePickerCalendarCell', elements)} />
            )}
          </CalendarGrid>
        </Calendar>
      </Dialog>
    </Popover>
  );
}
