import { GregorianCalendar } from '@internationalized/date';
import { type ReactNode, useRef } from 'react';
import {
  mergeProps,
  useDateField,
  type useDatePicker,
  useDateSegment,
  useFocusRing,
  useHover,
  useLocale,
} from 'react-aria';
import { Group, GroupContext } from 'react-aria-components';
import { type DateFieldState, type DateSegment, useDateFieldState } from 'react-stately';

/**
 * The calendar system of the segments. `MoveInDatePicker` wraps itself in an `I18nProvider` with
 * the app's locale, and all the app's languages (en-GB, de-DE, sv-SE, es-ES, fr-FR, nb-NO, pl-PL,
 * lv-LV, ru-RU, nl-NL, fi-FI, pt-PT, cs-CZ, el-GR) use the Gregorian calendar. Unlike
 * `createCalendar` of @internationalized/date (which react-aria-components' `DateInput` uses), it
 * does not bundle every other calendar system.
 */
function createCalendar(): GregorianCalendar {
  return new GregorianCalendar();
}

/** Props of {@link MoveInDateInput}. */
export interface MoveInDateInputProps {
  /** `fieldProps` of `useDatePicker`: the value, limits, validation and labels of the field. */
  fieldProps: ReturnType<typeof useDatePicker>['fieldProps'];
  /** The class name of each segment. */
  segmentClassName: string;
}

/**
 * The typed segments of `MoveInDatePicker`: what react-aria-components' `DateInput` renders inside
 * a `DatePicker` (its `useDateFieldState` + `useDateField` wiring of the picker's `fieldProps`, a
 * `Group` with the field props, `useDateSegment` per segment), without the hidden form input.
 */
export function MoveInDateInput(props: MoveInDateInputProps): ReactNode {
  const { fieldProps: dateFieldProps, segmentClassName } = props;
  const { locale } = useLocale();
  const state = useDateFieldState({ ...dateFieldProps, locale, createCalendar });
  const fieldRef = useRef<HTMLDivElement>(null);
  const { fieldProps } = useDateField(dateFieldProps, state, fieldRef);
  return (
    <GroupContext.Provider
      value={{ ...fieldProps, ref: fieldRef, isInvalid: state.isInvalid, isDisabled: state.isDisabled }}
    >
      <Group
        className="react-aria-DateInput"
        isReadOnly={state.isReadOnly}
        isInvalid={state.isInvalid}
        isDisabled={state.isDisabled}
      >
        {state.segments.map((segment, i) => (
          // Segments are positional (the literals repeat), as in react-aria-components' DateInput.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <MoveInDateSegment key={i} segment={segment} state={state} className={segmentClassName} />
        ))}
      </Group>
    </GroupContext.Provider>
  );
}

/** One segment, with the states of react-aria-components' `DateSegment` as `data-*` attributes. */
function MoveInDateSegment(props: {
  segment: DateSegment;
  state: DateFieldState;
  className: string;
}): ReactNode {
  const { segment, state, className } = props;
  const ref = useRef<HTMLSpanElement>(null);
  const { segmentProps } = useDateSegment(segment, state, ref);
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: state.isDisabled || segment.type === 'literal' });
  return (
    <span
      {...mergeProps(segmentProps, focusProps, hoverProps)}
      style={segmentProps.style}
      ref={ref}
      className={className}
      data-placeholder={segment.isPlaceholder || undefined}
      data-invalid={state.isInvalid || undefined}
      data-readonly={state.isReadOnly || undefined}
      data-disabled={state.isDisabled || undefined}
      data-type={segment.type}
      data-hovered={isHovered || undefined}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {segment.text}
    </span>
  );
}
