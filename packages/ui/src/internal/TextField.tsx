import type { ReactNode, Ref } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components';
import { partClassName, type StowlyPart, useStowlyTheme } from '../theme/StowlyThemeProvider';

/** The parts a {@link TextField} renders; a piece without a part keeps react-aria's default class. */
export interface TextFieldParts {
  /** The field's root (react-aria TextField states). */
  field: StowlyPart;
  label?: StowlyPart;
  input?: StowlyPart;
  description?: StowlyPart;
  error?: StowlyPart;
  /** The `*` after the label of a required field. */
  required?: StowlyPart;
}

/** The pieces of a form field as the customer forms style them (`stowly-CustomerFormLabel`, ...). */
export const FORM_FIELD_PARTS: Omit<TextFieldParts, 'field'> = {
  label: 'CustomerFormLabel',
  input: 'CustomerFormInput',
  description: 'CustomerFormDescription',
  error: 'CustomerFormError',
  required: 'CustomerFormRequired',
};

/** Props of {@link TextField}. */
export interface TextFieldProps
  extends Pick<
    AriaTextFieldProps,
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
  error?: string | undefined;
  /** The parts of the field and its pieces. */
  parts: TextFieldParts;
  /** Whether the visible `*` is shown for a required field. @default isRequired */
  showRequiredMarker?: boolean;
  /** The input element, to move focus to it. */
  inputRef?: Ref<HTMLInputElement>;
  /** Whether the field spans both columns of a form's grid (`data-wide`). @default false */
  wide?: boolean;
  /** A note under the input, which describes it (`aria-describedby`). */
  description?: string;
}

/** A `*` for sighted people; assistive technology gets `aria-required` (or its own text) instead. */
export function RequiredMarker(props: { part?: StowlyPart }): ReactNode {
  const { elements } = useStowlyTheme();
  return (
    <span className={partClassName(props.part ?? 'CustomerFormRequired', elements)} aria-hidden="true">
      {' *'}
    </span>
  );
}

/**
 * A react-aria TextField with a label, a required marker, an optional description and its error
 * message, validated by the form around it (`aria` validation: it never blocks the browser's form
 * submission itself). The fields of every form of the SDK.
 */
export function TextField(props: TextFieldProps): ReactNode {
  const {
    label,
    error,
    parts,
    showRequiredMarker = props.isRequired,
    inputRef,
    wide,
    description,
    ...field
  } = props;
  const { elements } = useStowlyTheme();
  const className = (part: StowlyPart | undefined) => (part ? partClassName(part, elements) : undefined);
  return (
    <AriaTextField
      {...field}
      className={className(parts.field)}
      isInvalid={!!error}
      validationBehavior="aria"
      data-wide={wide || undefined}
    >
      <Label className={className(parts.label)}>
        {label}
        {showRequiredMarker ? <RequiredMarker part={parts.required} /> : null}
      </Label>
      <Input ref={inputRef} className={className(parts.input)} />
      {description ? (
        <Text slot="description" className={className(parts.description)}>
          {description}
        </Text>
      ) : null}
      <FieldError className={className(parts.error)}>{error}</FieldError>
    </AriaTextField>
  );
}
