import { type ReactNode, type RefObject, useRef } from 'react';
import {
  FocusScope,
  mergeProps,
  useFocusRing,
  useHover,
  useListBox,
  useOption,
  type useSelect,
} from 'react-aria';
import { Popover } from 'react-aria-components';
import type { Node, SelectState } from 'react-stately';
import { partClassName, useStowlyTheme } from '../../theme/StowlyThemeProvider';
import type { CustomerFormCountry } from '../CustomerForm';

/** Props of {@link CountryListPopover}: the list half of `useSelect`. */
export interface CountryListPopoverProps {
  /** The select's state (`useSelectState`): its collection, selection and open state. */
  state: SelectState<CustomerFormCountry>;
  /** `menuProps` of `useSelect`. */
  menuProps: ReturnType<typeof useSelect<CustomerFormCountry>>['menuProps'];
  /** The list element, which the popover also scrolls. */
  listBoxRef: RefObject<HTMLDivElement | null>;
}

/**
 * The country list of `CountrySelect`, what react-aria-components' `Select` renders in its
 * `Popover` (placed and opened through the `PopoverContext` and `OverlayTriggerStateContext` that
 * `CountrySelect` provides, as `Select` does) and its `ListBox` with a `ListBoxItem` per country:
 * `useListBox` and `useOption` on the select's state, with the same elements, class names and
 * `data-*` states.
 */
export function CountryListPopover(props: CountryListPopoverProps): ReactNode {
  const { elements } = useStowlyTheme();
  return (
    <Popover className={partClassName('CustomerFormCountryPopover', elements)}>
      <CountryListBox {...props} optionClassName={partClassName('CustomerFormCountryOption', elements)} />
    </Popover>
  );
}

/** react-aria-components' `ListBox` as it renders inside a `Select` (stack layout, vertical). */
function CountryListBox(props: CountryListPopoverProps & { optionClassName: string }): ReactNode {
  const { state, menuProps, listBoxRef, optionClassName } = props;
  const { collection } = state;
  // useListBox's own keyboard delegate is the one RAC's ListBox builds in a Select (stack, vertical).
  const { listBoxProps } = useListBox(menuProps, state, listBoxRef);
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  const isEmpty = collection.size === 0;
  return (
    <FocusScope>
      <div
        {...mergeProps(listBoxProps, focusProps)}
        ref={listBoxRef}
        className="react-aria-ListBox"
        data-empty={isEmpty || undefined}
        data-focused={isFocused || undefined}
        data-focus-visible={isFocusVisible || undefined}
      >
        {[...collection].map((item) => (
          <CountryOption key={item.key} item={item} state={state} className={optionClassName} />
        ))}
      </div>
    </FocusScope>
  );
}

/** react-aria-components' `ListBoxItem`: an option with its states as `data-*` attributes. */
function CountryOption(props: {
  item: Node<CustomerFormCountry>;
  state: SelectState<CustomerFormCountry>;
  className: string;
}): ReactNode {
  const { item, state, className } = props;
  const ref = useRef<HTMLDivElement>(null);
  const { optionProps, labelProps, descriptionProps, ...states } = useOption({ key: item.key }, state, ref);
  const { hoverProps, isHovered } = useHover({ isDisabled: states.isDisabled });
  return (
    <div
      {...mergeProps(optionProps, hoverProps)}
      ref={ref}
      className={className}
      data-selected={states.isSelected || undefined}
      data-disabled={states.isDisabled || undefined}
      data-hovered={isHovered || undefined}
      data-focused={states.isFocused || undefined}
      data-focus-visible={states.isFocusVisible || undefined}
      data-pressed={states.isPressed || undefined}
      data-selection-mode="single"
    >
      {item.rendered}
    </div>
  );
}
