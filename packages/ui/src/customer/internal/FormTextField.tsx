import type { ReactNode, Ref } from 'react';
import { FieldError, Input, Label, Text, TextField, type TextFieldProps } from 'react-aria-components';
import { partClassName, type StowlyPart, useStowlyTheme } from '../../theme/StowlyThemeProvider';

/** Props of {@link FormTextField}. */
export interface FormTextFieldProps
  extends Pick<
    TextFieldProps,
    | 'name'
    | 'value'
    | 'onChange'
    | 'onBlur'
    | 'isRequired'
    | 'isDisabled'
    | 'isReadOnly'
    | 'autoComplete'
    | 'type'
    | 'inputMode'
  > {
  /** The visible label. */
  label: string;
  /** The translated error message; the field is invalid while there is one. */
  error?: string;
  /** The part class of the field's root. */
  part: StowlyPart;
  /** Whether the visible `*` is shown for a required field. @default isRequired */
  showRequiredMarker?: boolean;
  /** The input element, to move focus to it. */
  inputRef?: Ref<HTMLInputElement>;
  /** Whether the field spans both columns of the form's grid (`data-wide`). @default false */
  wide?: boolean;
  /** A note under the input, which describes it (`aria-describedby`). */
  description?: string;
}

/** A `*` for sighted people; assistive technology gets `aria-required` (or its own text) instead. */
export function RequiredMarker(): ReactNode {
  const { elements } = useStowlyTheme();
  return (
    <span className={partClassName('CustomerFormRequired', elements)} aria-hidden="true">
      {' *'}
    </span>
  );
}

/**
 * A react-aria TextField with a label, a required marker and its error message, validated by the
 * form around it (`aria` validation: it never blocks the browser's form submission itself).
 */
export function FormTextField(props: FormTextFieldProps): ReactNode {
  const {
    label,
    error,
    part,
    showRequiredMarker = props.isRequired,
    inputRef,
    wide,
    description,
    ...field
  } = props;
  const { elements } = useStowlyTheme();
  return (
    <TextField
      {...field}
      className={partClassName(part, elements)}
      isInvalid={!!error}
      validationBehavior="aria"
      data-wide={wide || undefined}
    >
      <Label className={partClassName('CustomerFormLabel', elements)}>
        {label}
        {showRequiredMarker ? <RequiredMarker /> : null}
      </Label>
      <Input ref={inputRef} className={partClassName('CustomerFormInput', elements)} />
      {description ? (
        <Text slot="description" className={partClassName('CustomerFormDescription', elements)}>
          {description}
        </Text>
      ) : null}
      <FieldError className={partClassName('CustomerFormError', elements)}>{error}</FieldError>
    </TextField>
  );
}
