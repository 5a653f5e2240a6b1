import { useTranslation } from '@stowly/booking/react';
import { type Key, lazy, type ReactNode, type Ref, Suspense, useEffect, useRef } from 'react';
import { HiddenSelect, mergeProps, useFocusRing, useSelect } from 'react-aria';
import {
  Button,
  ButtonContext,
  FieldError,
  FieldErrorContext,
  Label,
  LabelContext,
  OverlayTriggerStateContext,
  PopoverContext,
  Provider,
  TextContext,
  VisuallyHidden,
} from 'react-aria-components';
import { Item, useSelectState } from 'react-stately';
import { lazyPart, usePartLoaded } from '../../internal/lazyPart';
import { RequiredMarker } from '../../internal/TextField';
import { partClassName, useStowlyTheme } from '../../theme/StowlyThemeProvider';
import type { CustomerFormCountry } from '../CustomerForm';
import type { CountryListPopoverProps } from './CountryListPopover';

/** Props of {@link CountrySelect}. */
export interface CountrySelectProps {
  /** The countries to choose from, in the order shown. */
  countries: readonly CustomerFormCountry[];
  /** The chosen country's id, or null. */
  value: number | null;
  /** Called with the chosen option's key: a country id (a string when the browser autofills it). */
  onChange: (id: Key | null) => void;
  /** Called when focus leaves the field (the button, or the list while it is open). */
  onBlur: () => void;
  /** The translated error message; the field is invalid while there is one. */
  error?: string;
  /** The button, to move focus to it. */
  buttonRef: Ref<HTMLButtonElement>;
}

/** The select's options: each country by its id, with its name as text and for type-ahead. */
const renderCountry = (country: CustomerFormCountry) => <Item textValue={country.name}>{country.name}</Item>;

/** The country list: a chunk of its own (see `CountrySelect`). */
const countryList = /* @__PURE__ */ lazyPart(() => import('./CountryListPopover'));

/** Starts fetching the country list (once); a failure stays quiet until the list is opened. */
const preloadCountryList = () => {
  countryList.load().catch(() => {});
};

/** Stands in for the list when its chunk cannot be loaded: closes again; type-ahead on the button still chooses. */
function CountryListUnavailable(props: CountryListPopoverProps): ReactNode {
  const { close } = props.state;
  useEffect(() => close(), [close]);
  return null;
}

const LazyCountryListPopover = /* @__PURE__ */ lazy(() =>
  countryList.load().then(
    (module) => ({ default: module.CountryListPopover }),
    () => ({ default: CountryListUnavailable }),
  ),
);

/**
 * The country field of `CustomerForm`: what react-aria-components' `Select` renders (its
 * `useSelectState` + `useSelect` wiring, the label, the button with the value, the field error, the
 * list in a popover and the hidden native select for autofill), composed from react-aria's hooks:
 * `Select`'s own module imports RAC's `ListBox` and with it RAC's whole collection system (about
 * 8 kB gzip more on the customer page than react-stately's collection used here). The list itself,
 * a virtualized ListBox (`CountryListPopover`), is a chunk of its own with RAC's collection system
 * and virtualizer (about 22 kB gzip): the location's country is chosen already and most people
 * never open the list, so it is fetched when the pointer or the focus reaches the button, or the
 * list opens, not with the page nor when the page is idle.
 */
export function CountrySelect(props: CountrySelectProps): ReactNode {
  const { countries, error } = props;
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  const placeholder = t('ui.customer.customerForm.countryPlaceholder');

  // The props react-aria-components' Select passes to useSelectState and useSelect. `label: true`
  // stands for the Label below, as Select's label slot does: the hidden select's <label> stays empty.
  const selectProps = {
    items: countries,
    children: renderCountry,
    name: 'country',
    autoComplete: 'country',
    placeholder,
    value: props.value,
    onChange: props.onChange,
    onBlur: props.onBlur,
    isRequired: true,
    isInvalid: !!error,
    validationBehavior: 'aria' as const,
    label: true,
    onOpenChange: (isOpen: boolean) => {
      if (isOpen) preloadCountryList();
    },
  };
  const state = useSelectState<CustomerFormCountry>(selectProps);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const {
    labelProps,
    triggerProps,
    valueProps,
    menuProps,
    errorMessageProps,
    hiddenSelectProps,
    ...validation
  } = useSelect(selectProps, state, buttonRef);
  const { isFocusVisible, focusProps } = useFocusRing({ within: true });
  const isPlaceholder = state.selectedItems.length === 0;
  // Once fetched, the list stays rendered (closed, its Popover renders nothing), so opening it
  // again never waits for React.lazy.
  const listLoaded = usePartLoaded(countryList);

  return (
    <div
      {...focusProps}
      className={partClassName('CustomerFormCountry', elements)}
      data-wide
      data-focused={state.isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-open={state.isOpen || undefined}
      data-invalid={validation.isInvalid || undefined}
      data-required
    >
      <Provider
        values={[
          [LabelContext, { ...labelProps, elementType: 'span' }],
          [
            ButtonContext,
            {
              ...mergeProps(triggerProps, { onHoverStart: preloadCountryList, onFocus: preloadCountryList }),
              ref: buttonRef,
              isPressed: state.isOpen,
            },
          ],
          [TextContext, { slots: { errorMessage: errorMessageProps } }],
          [FieldErrorContext, validation],
          // The popover's state and placement, as Select gives them to its Popover.
          [OverlayTriggerStateContext, state],
          [
            PopoverContext,
            {
              trigger: 'Select',
              triggerRef: buttonRef,
              scrollRef,
              placement: 'bottom start',
              'aria-labelledby': menuProps['aria-labelledby'],
            },
          ],
        ]}
      >
        <Label className={partClassName('CustomerFormLabel', elements)}>
          {t('ui.customer.customerForm.country')}
          <RequiredMarker />
          {/* A select button cannot carry aria-required, so its name says it. */}
          <VisuallyHidden>{` (${t('ui.customer.customerForm.required')})`}</VisuallyHidden>
        </Label>
        <Button ref={props.buttonRef} className={partClassName('CustomerFormCountryButton', elements)}>
          {/* What react-aria-components' SelectValue renders for a single selection. */}
          <span
            {...valueProps}
            className="react-aria-SelectValue"
            data-placeholder={isPlaceholder || undefined}
          >
            {isPlaceholder ? placeholder : state.selectedItems[0]?.rendered}
          </span>
          <span aria-hidden="true">▾</span>
        </Button>
        <FieldError className={partClassName('CustomerFormError', elements)}>{error}</FieldError>
        {(listLoaded || state.isOpen) && (
          <Suspense fallback={null}>
            <LazyCountryListPopover state={state} menuProps={menuProps} listBoxRef={scrollRef} />
          </Suspense>
        )}
      </Provider>
      <HiddenSelect {...hiddenSelectProps} autoComplete="country" />
    </div>
  );
}
