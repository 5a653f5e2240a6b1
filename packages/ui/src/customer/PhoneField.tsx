import { useTranslation } from '@stowly/booking/react';
import type { ReactNode, Ref } from 'react';
import { FORM_FIELD_PARTS, RequiredMarker, TextField } from '../internal/TextField';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';

/** A phone number in two parts, as the booking's customer data holds it (`CustomerData['phone']`). */
export interface PhoneFieldValue {
  /** The international dialling prefix with a leading plus, such as `'+46'`. */
  prefix?: string;
  /** The number without the prefix. */
  number?: string;
}

/** Props of {@link PhoneField}. */
export interface PhoneFieldProps {
  /** The current phone number (controlled). */
  value: PhoneFieldValue | undefined;
  /** Called with the whole new value on every edit of either part. */
  onChange: (value: PhoneFieldValue) => void;
  /** Called when a part loses focus: the moment to validate it. */
  onBlur?: (part: 'prefix' | 'number') => void;
  /** The translated error of the prefix, such as the `formValidation.phonePrefix` message. */
  prefixError?: string;
  /** The translated error of the number, such as the `formValidation.phone` message. */
  numberError?: string;
  /**
   * Whether both parts must be filled in; marks the field with `*` and `aria-required`.
   * @default true
   */
  isRequired?: boolean;
  /**
   * Whether the field is disabled.
   * @default false
   */
  isDisabled?: boolean;
  /** The prefix input, to move focus to it. */
  prefixInputRef?: Ref<HTMLInputElement>;
  /** The number input, to move focus to it. */
  numberInputRef?: Ref<HTMLInputElement>;
}

/**
 * A phone number with its country prefix: a labelled group of two react-aria text fields
 * ("Country code" with `autocomplete="tel-country-code"` and "Phone number" with
 * `autocomplete="tel-national"`, both `inputMode="tel"`), each showing its own error. It holds no
 * rules: validate with `formValidators.phoneNumber` of `@stowly/booking` and pass the messages.
 *
 * Parts: `stowly-PhoneField` (a fieldset, with `data-invalid` while a part has an error),
 * `stowly-PhoneFieldLabel` (its legend), `stowly-PhoneFieldParts`, `stowly-PhoneFieldPrefix` and
 * `stowly-PhoneFieldNumber` (react-aria TextField states), with `stowly-CustomerFormInput` and
 * `stowly-CustomerFormError` inside.
 */
export function PhoneField(props: PhoneFieldProps): ReactNode {
  const { value, onChange, onBlur, prefixError, numberError, isRequired = true, isDisabled } = props;
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  const shared = {
    isRequired,
    isDisabled,
    showRequiredMarker: false,
    type: 'tel',
    inputMode: 'tel',
  } as const;
  return (
    <fieldset
      className={partClassName('PhoneField', elements)}
      disabled={isDisabled}
      data-invalid={prefixError || numberError ? true : undefined}
    >
      <legend className={partClassName('PhoneFieldLabel', elements)}>
        {t('ui.customer.phoneField.label')}
        {isRequired ? <RequiredMarker /> : null}
      </legend>
      <div className={partClassName('PhoneFieldParts', elements)}>
        <TextField
          {...shared}
          parts={{ ...FORM_FIELD_PARTS, field: 'PhoneFieldPrefix' }}
          name="phonePrefix"
          label={t('ui.customer.phoneField.prefix')}
          autoComplete="tel-country-code"
          value={value?.prefix ?? ''}
          onChange={(prefix) => onChange({ ...value, prefix })}
          onBlur={() => onBlur?.('prefix')}
          error={prefixError}
          inputRef={props.prefixInputRef}
        />
        <TextField
          {...shared}
          parts={{ ...FORM_FIELD_PARTS, field: 'PhoneFieldNumber' }}
          name="phoneNumber"
          label={t('ui.customer.phoneField.number')}
          autoComplete="tel-national"
          value={value?.number ?? ''}
          onChange={(number) => onChange({ ...value, number })}
          onBlur={() => onBlur?.('number')}
          error={numberError}
          inputRef={props.numberInputRef}
        />
      </div>
    </fieldset>
  );
}
