import { type ReactNode, type Ref, useId } from 'react';
import { Checkbox } from 'react-aria-components';
import { partClassName, useStowlyTheme } from '../../theme/StowlyThemeProvider';
import { RequiredMarker } from './FormTextField';

/** Props of {@link FormCheckbox}. */
export interface FormCheckboxProps {
  /** The form field name. */
  name: string;
  /** The label: text, or text with a link in it. */
  label: ReactNode;
  /**
   * Whether the label holds a link. Then it sits beside the checkbox and names it through
   * `aria-labelledby`, because react-aria's checkbox label would swallow the link's click.
   */
  hasLink: boolean;
  /** Whether it is ticked. */
  isSelected: boolean;
  /** Whether it must be ticked; marks it with `*` and `aria-required`. */
  isRequired: boolean;
  /** The translated error message. */
  error?: string;
  /** Called with the new state. */
  onChange: (isSelected: boolean) => void;
  /** The checkbox input, to move focus to it. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A react-aria checkbox of the customer form with its label and error message. */
export function FormCheckbox(props: FormCheckboxProps): ReactNode {
  const { label, hasLink, isRequired, error } = props;
  const { elements } = useStowlyTheme();
  const labelId = useId();
  const errorId = useId();
  const text = (
    <span id={labelId} className={partClassName('CustomerFormCheckboxLabel', elements)}>
      {label}
      {isRequired ? <RequiredMarker /> : null}
    </span>
  );
  return (
    <div className={partClassName('CustomerFormCheckbox', elements)} data-invalid={error ? true : undefined}>
      <Checkbox
        className={partClassName('CustomerFormCheckboxControl', elements)}
        name={props.name}
        isSelected={props.isSelected}
        onChange={props.onChange}
        isRequired={isRequired}
        isInvalid={!!error}
        validationBehavior="aria"
        inputRef={props.inputRef}
        aria-labelledby={hasLink ? labelId : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <span className={partClassName('CustomerFormCheckboxBox', elements)} aria-hidden="true" />
        {hasLink ? null : text}
      </Checkbox>
      {hasLink ? text : null}
      {error ? (
        <span id={errorId} className={partClassName('CustomerFormError', elements)}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
